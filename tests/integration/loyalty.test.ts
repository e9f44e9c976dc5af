// Loyalty points and the points mall over real HTTP on both engines (issue 20): points from settled turnover
// at the brand's per-category rates (the closed form, a replay of every event earns nothing), the §7 point
// relays, redeeming cash / bonus / items with the payment password, conversion to cash, staff decisions on
// items (a rejection gives points and stock back), 50 concurrent redeems of the last unit → exactly one, bad
// input → a translated error and nothing written, another brand's session worthless, the ledger sound.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import type { Loyalty } from '../../schemas/generated/tenant.ts';
import { expectedPoints } from '../../server/features/loyalty/points-rules.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const PAY_PW = '135790';
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
const text = (s: string) => ({ EN: s });
let seq = 0;
const requestId = () => `req-${Date.now()}-${++seq}`;

const LOYALTY: Loyalty = {
  earn: { RNG: 100, LIVE: 250, '*': 1000 },
  convert: { cashPerPoint: 2, minPoints: 10 },
  rewards: [
    { id: 'cash-5', kind: 'cash', points: 50, amount: 500, name: text('P5 cash') },
    { id: 'bonus-10', kind: 'bonus', points: 30, amount: 1000, wageringMultiplier: 3, name: text('P10 bonus') },
    { id: 'mug', kind: 'item', points: 10, stock: 3, perMember: 1, name: text('Mug') },
    { id: 'last-one', kind: 'item', points: 1, stock: 1, name: text('The last one') },
    { id: 'gone', kind: 'item', points: 1, stock: 0, name: text('Sold out') },
  ],
};

describe.each(DATABASE_KINDS)('loyalty points and mall on %s', (kind) => {
  let t: TestApp;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    const tenants = { aurora: { ...readFixtureTenant('aurora'), loyalty: LOYALTY }, borealis: readFixtureTenant('borealis') };
    t = await startTestApp({ database: kind, tenants });
  });
  afterAll(() => t?.close());

  async function player(host = AURORA, tenantId = 'aurora'): Promise<{ client: Client; memberId: number }> {
    const account = `ly${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
    });
    if ('conflict' in created) throw new Error('member exists');
    const login = await loginBearer(t, host, account, 'Secret123');
    const client = { host, bearer: login.json().value.token };
    expect((await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' })).status).toBe(200);
    return { client, memberId: created.id };
  }
  const settled = async (memberId: number, bet: number, gameType = 'RNG', currency = 'PHP') => {
    await sql`select game_round_change('aurora', 'TEST', ${`ly${++seq}`}, ${memberId}::int8, 'g1', ${gameType}, ${currency}, false, ${bet}::int8, 0::int8, 0::int8, true)`.execute(
      t.portal.db,
    );
  };
  const drain = () =>
    eventually(async () => {
      await t.portal.services.loyalty.drainEvents();
      expect(await t.portal.services.events.caughtUp('loyalty-points')).toBe(true);
    });
  const points = async (c: Client) => (await call(t, c, 'GET', '/wps/relay/MCS2_getPointBalance')).json().value.points as number;
  const cash = async (c: Client) => (await call(t, c, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
  const redeems = async (memberId: number) =>
    Number(
      (
        await sql<{ n: string }>`select count(*)::text as n from loyalty_redeems where tenant_id = 'aurora' and member_id = ${memberId}::int8`.execute(
          t.portal.db,
        )
      ).rows[0].n,
    );
  const taken = async (rewardId: string) =>
    (await sql<{ taken: number }>`select taken from loyalty_reward_stock where tenant_id = 'aurora' and reward_id = ${rewardId}`.execute(t.portal.db)).rows[0]
      ?.taken ?? 0;
  const withPoints = async (n: number) => {
    const p = await player();
    await settled(p.memberId, n * 100);
    await drain();
    expect(await points(p.client)).toBe(n);
    return p;
  };

  it('when bets settle, then points follow floor(turnover / rate) per category, trial and foreign-currency bets earn nothing, and a replay of every event earns nothing', async () => {
    const { client, memberId } = await player();
    await settled(memberId, 150); // RNG: 1.5 → 1
    await settled(memberId, 60); // RNG 210 → 2
    await settled(memberId, 600, 'LIVE'); // 2
    await settled(memberId, 2_500, 'FISH'); // '*' → 2
    await settled(memberId, 10_000, 'RNG', 'USD'); // not the brand's currency
    await drain();
    expect(await points(client)).toBe(6);
    await sql`update event_cursors set tx_id = '0', event_id = 0 where consumer = 'loyalty-points'`.execute(t.portal.db);
    await drain();
    expect(await points(client)).toBe(6);
    const details = (await call(t, client, 'GET', '/wps/relay/ODSFE2_MemTransDet')).json().value;
    expect(details.list.map((l: { points: number }) => l.points).reduce((a: number, b: number) => a + b, 0)).toBe(6);
    expect(details.list[0]).toMatchObject({ type: 'points_earn', balanceAfter: 6 });
    const config = (await call(t, client, 'GET', '/wps/relay/MCS2_getPointConfig')).json().value;
    expect(config).toMatchObject({ enabled: true, currency: 'PHP', convert: { cashPerPoint: 2, minPoints: 10 }, expires: false });
  });

  it('when random bets settle in random categories, then the balance is the closed form of the rules', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ bet: fc.integer({ min: 1, max: 5_000 }), category: fc.constantFrom('RNG', 'LIVE', 'FISH', 'SPORTS') }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (bets) => {
          const { client, memberId } = await player();
          const turnover: Record<string, number> = {};
          for (const b of bets) {
            await settled(memberId, b.bet, b.category);
            turnover[b.category] = (turnover[b.category] ?? 0) + b.bet;
          }
          await drain();
          expect(await points(client)).toBe(expectedPoints(LOYALTY, turnover));
        },
      ),
      { numRuns: 4 },
    );
  });

  it('when a cash reward is redeemed, then its points leave and its cash arrives at once; a retry of the same request moves nothing', async () => {
    const { client, memberId } = await withPoints(120);
    const before = await cash(client);
    const id = requestId();
    const res = await call(t, client, 'POST', REDEEM, { rewardId: 'cash-5', paymentPassword: PAY_PW, requestId: id });
    expect(res.json()).toMatchObject({ success: true, value: { kind: 'cash', status: 'granted', points: 50, amount: 500, name: 'P5 cash' } });
    expect(await points(client)).toBe(70);
    expect(await cash(client)).toBe(before + 500);
    const again = await call(t, client, 'POST', REDEEM, { rewardId: 'cash-5', paymentPassword: PAY_PW, requestId: id });
    expect(again.json().value.id).toBe(res.json().value.id);
    expect(await points(client)).toBe(70);
    expect(await redeems(memberId)).toBe(1);
    // A bonus reward goes through the promotions bonus path, with its wagering.
    const bonus = await call(t, client, 'POST', REDEEM, { rewardId: 'bonus-10', paymentPassword: PAY_PW, requestId: requestId() });
    expect(bonus.json()).toMatchObject({ success: true, value: { kind: 'bonus', status: 'granted' } });
    const bonuses = (await call(t, client, 'GET', '/wps/bonuses')).json().value.list;
    expect(bonuses).toEqual([expect.objectContaining({ amount: 1000, wageringRequired: 3000 })]);
    expect(await points(client)).toBe(40);
    // Converting: 15 points × 2.
    const cashBefore = await cash(client);
    const converted = await call(t, client, 'POST', CONVERT, { points: 15, paymentPassword: PAY_PW, requestId: requestId() });
    expect(converted.json()).toMatchObject({ success: true, value: { action: 'convert', points: 15, amount: 30 } });
    expect(await cash(client)).toBe(cashBefore + 30);
    expect(await points(client)).toBe(25);
    const history = (await call(t, client, 'GET', '/wps/relay/MCS2_getRedeemPointList')).json().value;
    expect(history.list.map((r: { action: string; rewardId: string | null }) => r.rewardId ?? r.action)).toEqual(['convert', 'bonus-10', 'cash-5']);
  });

  it('when the input is bad, then a translated error comes back and nothing is written', async () => {
    const { client, memberId } = await withPoints(20);
    const cashBefore = await cash(client);
    const tries: Array<[unknown, string, string]> = [
      [{ rewardId: 'cash-5', paymentPassword: PAY_PW, requestId: requestId() }, REDEEM, en.pointsNotEnough.replace('{{points}}', '50')],
      [{ rewardId: 'mug', paymentPassword: '000000', requestId: requestId() }, REDEEM, 'paymentPasswordWrong'],
      [{ rewardId: 'gone', paymentPassword: PAY_PW, requestId: requestId() }, REDEEM, en.rewardOutOfStock],
      [{ rewardId: 'nope', paymentPassword: PAY_PW, requestId: requestId() }, REDEEM, en.rewardNotFound],
      [{ points: 5, paymentPassword: PAY_PW, requestId: requestId() }, CONVERT, en.pointsBelowMinimum.replace('{{min}}', '10')],
      [{ points: 21, paymentPassword: PAY_PW, requestId: requestId() }, CONVERT, en.pointsNotEnough.replace('{{points}}', '21')],
    ];
    for (const [body, path, expected] of tries) {
      const res = await call(t, client, 'POST', path, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const json = res.json();
      expect(json.success).toBe(false);
      if (expected === 'paymentPasswordWrong') expect(json.code).toBe('paymentPasswordWrong');
      else expect(json.message).toBe(expected);
    }
    for (const body of [
      { rewardId: 'mug' },
      { rewardId: 'mug', paymentPassword: PAY_PW, requestId: 'x' },
      { points: -1, paymentPassword: PAY_PW, requestId: requestId() },
    ]) {
      const res = await call(t, client, 'POST', 'rewardId' in body ? REDEEM : CONVERT, body);
      expect(res.status).toBe(400);
    }
    expect(await points(client)).toBe(20);
    expect(await cash(client)).toBe(cashBefore);
    expect(await redeems(memberId)).toBe(0);
    expect(await taken('cash-5')).toBeGreaterThanOrEqual(0);
  });

  it('when an item is redeemed, then it waits for staff: a rejection returns the points and the stock unit, an approval keeps them; a decision is made once', async () => {
    const { client, memberId } = await withPoints(30);
    const stockBefore = await taken('mug');
    const first = (await call(t, client, 'POST', REDEEM, { rewardId: 'mug', paymentPassword: PAY_PW, requestId: requestId() })).json().value;
    expect(first).toMatchObject({ kind: 'item', status: 'inProcess', points: 10 });
    expect(await points(client)).toBe(20);
    expect(await taken('mug')).toBe(stockBefore + 1);
    // The per-member limit (1) counts the request in process.
    const limited = await call(t, client, 'POST', REDEEM, { rewardId: 'mug', paymentPassword: PAY_PW, requestId: requestId() });
    expect(limited.json().message).toBe(en.rewardLimitReached.replace('{{limit}}', '1'));
    expect(await points(client)).toBe(20);
    const tenant = t.portal.tenants.get('aurora')!;
    const loyalty = t.portal.services.loyalty.service;
    expect((await loyalty.queue(tenant, 'inProcess', 'EN')).list.map((r) => r.id)).toContain(first.id);
    await loyalty.decide(tenant, first.id, 'rejected', 'ops1', 'no stock in the warehouse', 'EN');
    expect(await points(client)).toBe(30);
    expect(await taken('mug')).toBe(stockBefore);
    await expect(loyalty.decide(tenant, first.id, 'approved', 'ops1', null, 'EN')).rejects.toMatchObject({ code: 'redeemDecided' });
    expect(await points(client)).toBe(30);
    // A rejected request no longer counts against the limit.
    const second = (await call(t, client, 'POST', REDEEM, { rewardId: 'mug', paymentPassword: PAY_PW, requestId: requestId() })).json().value;
    await loyalty.decide(tenant, second.id, 'approved', 'ops1', null, 'EN');
    const history = (await call(t, client, 'GET', '/wps/relay/MCS2_getRedeemPointList')).json().value.list;
    expect(history.map((r: { status: string }) => r.status)).toEqual(['approved', 'rejected']);
    expect(await points(client)).toBe(20);
    expect(await redeems(memberId)).toBe(2);
  });

  it('when 50 redeems of the last unit race, then exactly one gets it and only its points leave', async () => {
    const { client, memberId } = await withPoints(100);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(t, client, 'POST', REDEEM, { rewardId: 'last-one', paymentPassword: PAY_PW, requestId: requestId() })),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    // The losers are refused as out of stock, or — on a loaded machine, when 50 payment-password checks queue at
    // the password gate longer than its wait — as too many requests; either refusal changes nothing (checked below).
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.json().success).toBe(false);
      expect([en.rewardOutOfStock, en.tooManyRequests]).toContain(r.json().message);
    }
    expect(await points(client)).toBe(99);
    expect(await redeems(memberId)).toBe(1);
    expect(await taken('last-one')).toBe(1);
    const list = (await call(t, client, 'GET', '/wps/relay/MCS2_getPointReward')).json().value.list;
    expect(list.find((r: { id: string }) => r.id === 'last-one')).toMatchObject({ stockLeft: 0, redeemedByMe: 1 });
  });

  it('when a session of aurora is sent to borealis, then every points endpoint refuses it and nothing is written', async () => {
    const { client, memberId } = await withPoints(60);
    const foreign = { ...client, host: BOREALIS };
    for (const [method, path, body] of [
      ['GET', '/wps/relay/MCS2_getPointBalance'],
      ['GET', '/wps/relay/MCS2_getRedeemPointList'],
      ['GET', '/wps/relay/ODSFE2_MemTransDet'],
      ['POST', REDEEM, { rewardId: 'cash-5', paymentPassword: PAY_PW, requestId: requestId() }],
      ['POST', CONVERT, { points: 10, paymentPassword: PAY_PW, requestId: requestId() }],
    ] as Array<[string, string, unknown?]>) {
      const res = await call(t, foreign, method, path, body);
      expect(res.status).toBe(401);
    }
    expect(await points(client)).toBe(60);
    expect(await redeems(memberId)).toBe(0);
  });

  it('when all of the above is done, then the ledger (money and points) reconciles', async () => {
    const report = await auditLedger(t.portal.db, { tenantId: 'aurora' });
    expect(report.problems).toEqual([]);
    const totals = await sql<{ currency: string; total: string }>`
      select currency, sum(balance)::text as total from ledger_accounts where tenant_id = 'aurora' group by currency`.execute(t.portal.db);
    expect(totals.rows.find((r) => r.currency === 'PTS')?.total).toBe('0');
  });
});
