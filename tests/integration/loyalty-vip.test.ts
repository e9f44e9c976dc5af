// VIP levels over real HTTP on both engines (issue 20): the consumer counts each member's credited deposits and
// settled turnover per month (a replay counts nothing twice); the job vip-levels runs each ended month exactly
// once (two instances on one PostgreSQL race for it), upgrades to the highest level reached, keeps or drops by
// the keep thresholds, pays each level's upgrade bonus once ever; member info carries the real clubLabel and
// the member label with its colour (#ABABAB by default); /wps/vip shows the levels and the member's progress;
// another brand's session is worthless.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vip } from '../../schemas/generated/tenant.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

let seq = 0;
const VIP: Vip = {
  period: 'month',
  levels: [
    { rank: 0, name: { EN: 'Member' }, minDeposit: 0, minTurnover: 0 },
    { rank: 1, name: { EN: 'Bronze' }, colour: '#B87333', minDeposit: 1_000, minTurnover: 10_000, benefits: { upgradeBonus: 100 } },
    { rank: 3, name: { EN: 'Gold' }, minDeposit: 5_000, minTurnover: 50_000, keepDeposit: 2_000, keepTurnover: 20_000, benefits: { upgradeBonus: 300 } },
    { rank: 5, name: { EN: 'Diamond' }, minDeposit: 50_000, minTurnover: 500_000, benefits: { upgradeBonus: 1_000, rebatePercent: 1.2 } },
  ],
};

const clock = {
  at: new Date('2026-03-15T04:00:00Z'),
  now() {
    return this.at;
  },
};

describe.each(DATABASE_KINDS)('VIP levels on %s', (kind) => {
  let t: TestApp;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    clock.at = new Date('2026-03-15T04:00:00Z');
    const tenants = { aurora: { ...readFixtureTenant('aurora'), vip: VIP }, borealis: readFixtureTenant('borealis') };
    t = await startTestApp({ database: kind, tenants, rewardsClock: clock });
  });
  afterAll(() => t?.close());

  async function player(): Promise<{ client: Client; memberId: number }> {
    const account = `vp${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
    });
    if ('conflict' in created) throw new Error('member exists');
    const login = await loginBearer(t, AURORA, account, 'Secret123');
    return { client: { host: AURORA, bearer: login.json().value.token }, memberId: created.id };
  }
  /** A settled bet and a credited deposit at the clock's instant. */
  const bet = async (memberId: number, amount: number) => {
    await sql`select game_round_change('aurora', 'TEST', ${`vp${++seq}`}, ${memberId}::int8, 'g1', 'RNG', 'PHP', false, ${amount}::int8, 0::int8, 0::int8, true)`.execute(
      t.portal.db,
    );
    await sql`update domain_events set occurred_at = ${clock.now()} where dedupe_key = ${`TEST:vp${seq}:${memberId}`}`.execute(t.portal.db);
  };
  const deposit = async (memberId: number, amount: number) => {
    const key = `vip-deposit-${++seq}`;
    await t.portal.services.events.emit({
      tenantId: 'aurora',
      type: 'deposit.credited',
      memberId,
      key,
      payload: { depositId: 900_000 + seq, amount, currency: 'PHP', nth: 1 },
    });
    await sql`update domain_events set occurred_at = ${clock.now()} where dedupe_key = ${key}`.execute(t.portal.db);
  };
  const drain = () =>
    eventually(async () => {
      await t.portal.services.loyalty.drainEvents();
      expect(await t.portal.services.events.caughtUp('loyalty-points')).toBe(true);
    });
  const info = async (c: Client) => (await call(t, c, 'GET', '/wps/member/info')).json().value;
  const cash = async (c: Client) => (await call(t, c, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;

  it('when a month ends, then each member gets the level its deposits or turnover reached, exactly once, with each upgrade bonus paid once', async () => {
    const a = await player(); // turnover 60,000 → Gold (rank 3), via Bronze: bonuses 100 + 300
    const b = await player(); // deposit 1,500 → Bronze
    const c = await player(); // nothing → stays Member
    await bet(a.memberId, 60_000);
    await deposit(b.memberId, 1_500);
    await drain();
    // Replaying every event counts nothing twice.
    await sql`update event_cursors set tx_id = '0', event_id = 0 where consumer = 'loyalty-points'`.execute(t.portal.db);
    await drain();
    expect(await info(a.client)).toMatchObject({ clubLabel: { labelName: 'Member', rankLevel: 0 }, memberLabel: [{ labelName: 'Member', colour: '#ABABAB' }] });
    const vipNow = (await call(t, a.client, 'GET', '/wps/vip')).json().value;
    expect(vipNow.me).toMatchObject({ rank: 0, period: '2026-03', turnover: 60_000, deposit: 0, nextRank: 1 });
    expect(vipNow.levels.map((l: { rank: number }) => l.rank)).toEqual([0, 1, 3, 5]);
    expect(vipNow.levels[3].benefits).toMatchObject({ rebatePercent: 1.2, upgradeBonus: 1_000 });

    const before = await cash(a.client);
    clock.at = new Date('2026-04-01T04:00:00Z');
    // Two runs at once (on PostgreSQL two instances would): the month is evaluated once.
    const runs = await Promise.all([t.portal.services.loyalty.runVipJobs(), t.portal.services.loyalty.runVipJobs()]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await t.portal.services.loyalty.runVipJobs()).toBe(0);
    expect(await info(a.client)).toMatchObject({ clubLabel: { labelName: 'Gold', rankLevel: 3 }, memberLabel: [{ labelName: 'Gold', colour: '#ABABAB' }] });
    expect(await info(b.client)).toMatchObject({ clubLabel: { labelName: 'Bronze', rankLevel: 1 }, memberLabel: [{ colour: '#B87333' }] });
    expect((await info(c.client)).clubLabel).toEqual({ labelName: 'Member', rankLevel: 0 });
    expect(await cash(a.client)).toBe(before + 400);

    // April: a keeps Gold on 20,000 of turnover (keep threshold) even though it only qualifies for Bronze.
    await bet(a.memberId, 20_000);
    await drain();
    clock.at = new Date('2026-05-01T04:00:00Z');
    expect(await t.portal.services.loyalty.runVipJobs()).toBe(1);
    expect((await info(a.client)).clubLabel.rankLevel).toBe(3);
    expect((await info(b.client)).clubLabel.rankLevel).toBe(0);
    // May: nothing played: a drops to Member; reaching Gold again later pays no second bonus.
    clock.at = new Date('2026-06-01T04:00:00Z');
    expect(await t.portal.services.loyalty.runVipJobs()).toBe(1);
    expect((await info(a.client)).clubLabel.rankLevel).toBe(0);
    const mid = await cash(a.client);
    await bet(a.memberId, 60_000);
    await drain();
    clock.at = new Date('2026-07-01T04:00:00Z');
    expect(await t.portal.services.loyalty.runVipJobs()).toBe(1);
    expect((await info(a.client)).clubLabel.rankLevel).toBe(3);
    expect(await cash(a.client)).toBe(mid);
    // Diamond (rank 5 > 4): the member is a VIP for customer service (§6).
    await deposit(a.memberId, 50_000);
    await drain();
    clock.at = new Date('2026-08-01T04:00:00Z');
    expect(await t.portal.services.loyalty.runVipJobs()).toBe(1);
    expect((await info(a.client)).clubLabel).toEqual({ labelName: 'Diamond', rankLevel: 5 });
    expect(await cash(a.client)).toBe(mid + 1_000);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it('when a session of aurora is sent to borealis, then the VIP page answers for nobody and member info refuses it', async () => {
    const a = await player();
    const foreign = { ...a.client, host: BOREALIS };
    expect((await call(t, foreign, 'GET', '/wps/member/info')).status).toBe(401);
    const vip = await call(t, foreign, 'GET', '/wps/vip');
    expect(vip.status === 401 || vip.json().value?.me === null || vip.status === 404).toBe(true);
  });
});
