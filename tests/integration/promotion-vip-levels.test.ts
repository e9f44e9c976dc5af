// VIP-level eligibility (issue 20 round 2): a promotion with eligibility.vipLevels goes only to members whose
// current VIP level (loyalty's rank, read through the promotions' port) is one of them — automatic grants skip
// the others, joining is refused with the translated reason — and its terms name the levels. Both engines.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vip } from '../../schemas/generated/tenant.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const STAFF = { id: 1, username: 'cashier' };
const text = (s: string) => ({ EN: s });
let seq = 0;

const VIP: Vip = {
  period: 'month',
  levels: [
    { rank: 0, name: { EN: 'Member' }, minDeposit: 0, minTurnover: 0 },
    { rank: 1, name: { EN: 'Bronze' }, minDeposit: 1_000, minTurnover: 10_000 },
    { rank: 3, name: { EN: 'Gold' }, minDeposit: 5_000, minTurnover: 50_000 },
    { rank: 5, name: { EN: 'Diamond' }, minDeposit: 50_000, minTurnover: 500_000 },
  ],
};

const PROMOTIONS = [
  {
    id: 'vip-first',
    type: 'deposit',
    category: 'deposit',
    title: text('Gold and Diamond first deposit'),
    summary: text('1,000 on the first deposit'),
    rules: [text('VIP only.')],
    deposit: { which: 'first' },
    award: { kind: 'cash', fixedAmount: 1_000 },
    eligibility: { vipLevels: [5, 3] },
  },
  {
    id: 'vip-join',
    type: 'deposit',
    category: 'deposit',
    title: text('Gold reload'),
    summary: text('500 a deposit, join first'),
    rules: [text('Gold only.')],
    enrolment: 'join',
    deposit: { which: 'daily' },
    award: { kind: 'cash', fixedAmount: 500 },
    eligibility: { vipLevels: [3] },
  },
];

describe.each(DATABASE_KINDS)('VIP-level promotions on %s', (kind) => {
  let t: TestApp;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({
      database: kind,
      tenants: { aurora: { ...readFixtureTenant('aurora'), vip: VIP, promotions: PROMOTIONS }, borealis: readFixtureTenant('borealis') },
    });
  });
  afterAll(() => t?.close());

  const drain = async () => {
    await eventually(async () => {
      await t.portal.services.promotions.drainEvents();
      expect(await t.portal.services.events.caughtUp('rewards')).toBe(true);
    });
  };
  const grants = async (memberId: number) =>
    (
      await sql<{
        promotion_id: string;
      }>`select promotion_id from promotion_grants where tenant_id = 'aurora' and member_id = ${memberId} order by promotion_id`.execute(t.portal.db)
    ).rows.map((r) => r.promotion_id);

  /** A new aurora member at VIP level `rank` (as the vip-levels job leaves it), signed in. */
  async function member(rank: number): Promise<{ client: Client; memberId: number }> {
    const account = `pv${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
      mobile: null,
    });
    if ('conflict' in created) throw new Error(`member exists: ${created.conflict}`);
    if (rank > 0)
      await sql`insert into loyalty_vip (tenant_id, member_id, rank, period) values ('aurora', ${created.id}, ${rank}, '2026-10')`.execute(t.portal.db);
    const client: Client = { host: AURORA, bearer: (await loginBearer(t, AURORA, account, 'Secret123')).json().value.token };
    return { client, memberId: created.id };
  }

  async function deposit(c: Client, amount: number): Promise<void> {
    const res = await call(t, c, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount,
      reference: 'TXN',
      idempotencyKey: `pvl-${Date.now()}-${++seq}`,
    });
    expect(res.status).toBe(200);
    await t.portal.services.deposits.approve('aurora', res.json().value.id, STAFF);
  }

  it('when a member below the levels deposits, then nothing is granted and joining is refused; a Gold member joins and gets both', async () => {
    const below = await member(1);
    const gold = await member(3);
    const refused = await call(t, below.client, 'POST', '/wps/promotions/vip-join/join');
    expect([refused.status, refused.json().message]).toEqual([403, en.promotionVipLevel]);
    expect((await call(t, gold.client, 'POST', '/wps/promotions/vip-join/join')).status).toBe(200);
    await deposit(below.client, 10_000);
    await deposit(gold.client, 10_000);
    await drain();
    expect(await grants(below.memberId)).toEqual([]);
    expect(await grants(gold.memberId)).toEqual(['vip-first', 'vip-join']);
  });

  it('when a member without any VIP level deposits, then the VIP promotion is not granted; a Diamond member gets it', async () => {
    const plain = await member(0);
    const diamond = await member(5);
    await deposit(plain.client, 10_000);
    await deposit(diamond.client, 10_000);
    await drain();
    expect(await grants(plain.memberId)).toEqual([]);
    expect(await grants(diamond.memberId)).toEqual(['vip-first']);
  });

  it('when the promotion is read, then its terms name the VIP levels, lowest first', async () => {
    expect((await t.get('/wps/promotions/vip-first?language=EN')).json().value.terms).toMatchObject({ vipLevels: ['Gold', 'Diamond'] });
  });
});
