// Transfers within one tree over real HTTP on both engines: to the direct upline or anyone in the
// downline, never sideways, upwards past the parent, to another brand or a free-play account; with the
// payment password; once per idempotency key, never below zero.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const PAY = '246810';
let seq = 0;

describe.each(DATABASE_KINDS)('transfers within a tree on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const clients: Record<string, Client> = {};

  // top → agent → mid → leaf; agent → sibling; stranger outside the tree.
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    const hash = await hashPassword('Secret123');
    const tree: Array<[string, string | null, number]> = [
      ['top', null, 2],
      ['agent', 'top', 1],
      ['mid', 'agent', 1],
      ['leaf', 'mid', 0],
      ['sibling', 'agent', 0],
      ['stranger', null, 0],
    ];
    for (const [name, upline, type] of tree) {
      const created = await t.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account: `tu_${name}`,
        nickname: name,
        type,
        registerMethod: 'seed',
        passwordHash: hash,
        uplineId: upline ? ids[upline] : null,
      });
      if ('conflict' in created) throw new Error('exists');
      ids[name] = created.id;
      await t.portal.services.wallet.transfer({
        tenantId: 'aurora',
        idempotencyKey: `tu-seed-${name}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: created.id },
        amount: 100_000,
        currency: 'PHP',
      });
    }
    for (const name of ['agent', 'mid']) {
      clients[name] = { host: AURORA, bearer: (await loginBearer(t, AURORA, `tu_${name}`, 'Secret123')).json().value.token };
      expect((await call(t, clients[name], 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY, loginPassword: 'Secret123' })).status).toBe(200);
    }
  });
  afterAll(() => t?.close());

  const send = (from: string, target: string, amount: number, extra: Record<string, unknown> = {}) =>
    call(t, clients[from], 'POST', '/wps/member/transfer-upline', {
      targetAccount: target,
      amount,
      paymentPassword: PAY,
      idempotencyKey: `tu-${Date.now()}-${++seq}`,
      ...extra,
    });
  const balance = async (name: string) => (await t.portal.services.wallet.balance('aurora', ids[name], 'PHP')).sumBalance;

  it('when the member asks whom they may pay, then it is the direct upline and the whole downline, nearest first', async () => {
    const value = (await call(t, clients.agent, 'GET', '/wps/member/transfer-upline')).json().value;
    expect(value).toEqual({ upline: 'tu_top', downline: ['tu_mid', 'tu_sibling', 'tu_leaf'], balance: 100_000 });
  });

  it('when money goes to the upline or down the tree, then it moves once per key', async () => {
    const key = 'tu-fixed-key-1';
    const [a, b] = await Promise.all([send('mid', 'tu_agent', 10_000, { idempotencyKey: key }), send('mid', 'tu_agent', 10_000, { idempotencyKey: key })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await balance('mid')).toBe(90_000);
    expect(await balance('agent')).toBe(110_000);
    expect((await send('agent', 'TU_LEAF', 5_000)).json().value).toMatchObject({ amount: 5_000, balance: 105_000 });
    expect(await balance('leaf')).toBe(105_000);
  });

  it('when the target is sideways, above the parent, outside the tree, the sender, or another brand, then it is refused and nothing moves', async () => {
    const before = await balance('mid');
    for (const target of ['tu_sibling', 'tu_top', 'tu_stranger', 'tu_mid', 'nobody_at_all', 'demo_player']) {
      const res = await send('mid', target, 1_000);
      expect([res.status, res.json().message], target).toEqual([400, catalogue('en').errors.transferTargetNotAllowed]);
    }
    expect(await balance('mid')).toBe(before);
    expect(
      (
        await call(t, { ...clients.mid, host: BOREALIS }, 'POST', '/wps/member/transfer-upline', {
          targetAccount: 'tu_agent',
          amount: 1,
          paymentPassword: PAY,
          idempotencyKey: 'tu-other-brand',
        })
      ).status,
    ).toBe(401);
  });

  it('when the payment password is wrong or the money is not there, then nothing moves and the books stay sound', async () => {
    const before = await balance('mid');
    expect((await send('mid', 'tu_agent', 1_000, { paymentPassword: '000000' })).json().code).toBe('paymentPasswordWrong');
    const tooMuch = await send('mid', 'tu_agent', before + 1);
    expect([tooMuch.status, tooMuch.json().code]).toEqual([409, 'insufficientFunds']);
    const racing = await Promise.all(Array.from({ length: 12 }, () => send('mid', 'tu_leaf', 10_000)));
    expect(racing.filter((r) => r.status === 200)).toHaveLength(Math.floor(before / 10_000));
    expect(await balance('mid')).toBe(before % 10_000);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });
});
