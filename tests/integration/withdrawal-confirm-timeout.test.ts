// Each demo brand's own withdrawal confirmation time-out (cashier.withdrawal.confirmTimeoutMinutes:
// aurora 60, lotus 30, pearl 120) is the one the confirmation job applies. Before the field was made
// one, brands set settings.withdrawalConfirmMinutes, which nothing read, and every brand's payouts
// counted as received after 30 minutes. The brands are the real files of tenants/, not fixtures.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const BRANDS = { aurora: 60, lotus: 30, pearl: 120 } as const;
const brandFile = (id: string) => JSON.parse(readFileSync(new URL(`../../tenants/${id}.json`, import.meta.url), 'utf8'));
const STAFF = { id: 1, username: 'cashier' };
const PAY_PW = '135790';

describe('withdrawal confirmation time-out per brand', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ tenants: Object.fromEntries(Object.keys(BRANDS).map((id) => [id, brandFile(id)])), art: 'repo', dist: 'fixture' });
  });
  afterAll(() => t?.close());

  /** A paid-out withdrawal of a new member of the brand, with the instants just before and after the payout. */
  async function paidOut(tenantId: string): Promise<{ before: number; after: number; memberId: number }> {
    const tenant = t.portal.tenants.get(tenantId)!;
    const { minAmount, banks } = tenant.config.cashier!.withdrawal!;
    const account = `cto_${tenantId}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error('member exists');
    const memberId = created.id;
    const currency = tenant.config.currency.code;
    await t.portal.services.wallet.transfer({
      tenantId,
      idempotencyKey: `cto-seed-${tenantId}`,
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId },
      amount: minAmount,
      currency,
    });
    await t.portal.services.paymentPassword.set(tenant, memberId, { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' });
    const card = await t.portal.services.withdrawals.bindCard(tenant, memberId, {
      bankName: banks[0]!,
      cardHolder: 'JUAN DELA CRUZ',
      cardNumber: '1234567890123',
      paymentPassword: PAY_PW,
    });
    const request = await t.portal.services.withdrawals.request(tenant, memberId, {
      cardId: card.id,
      amount: minAmount,
      paymentPassword: PAY_PW,
      idempotencyKey: `cto-${tenantId}-key`,
    });
    const before = Date.now();
    await t.portal.services.withdrawals.approve(tenantId, request.id, STAFF);
    return { before, after: Date.now(), memberId };
  }

  it.each(Object.entries(BRANDS))(
    'when %s pays out a withdrawal, then the job leaves it open until the brand’s %i minutes have passed and counts it as received after',
    async (tenantId, minutes) => {
      expect(t.portal.tenants.get(tenantId)!.config.cashier!.withdrawal!.confirmTimeoutMinutes).toBe(minutes);
      const { before, after } = await paidOut(tenantId);
      const withdrawals = t.portal.services.withdrawals;
      // A second short of the brand's time (a job run by any clock before the deadline) flips nothing.
      expect(await withdrawals.expireConfirmations(500, new Date(before + minutes * 60_000 - 1_000))).toBe(0);
      // Just past it, the payout counts as received (other brands' payouts may be due too by then).
      expect(await withdrawals.expireConfirmations(500, new Date(after + minutes * 60_000 + 1_000))).toBeGreaterThanOrEqual(1);
    },
  );
});
