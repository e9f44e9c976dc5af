// Loyalty edited live in the back office (issue 20, staff side) over real HTTP on both engines: the points-mall
// catalogue, the VIP levels and the missions staff edit replace the tenant file's for the player endpoints at once
// (no restart); a retired reward leaves the mall but its waiting request still settles (rejection: points and stock
// back); a reward's id and kind, a mission's id, period and task are fixed once used; a VIP rank members hold
// cannot be removed; bad input → translated field errors and nothing written; brand scope and roles; audited.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loyalty, Mission, Vip } from '../../schemas/generated/tenant.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const cn = catalogue('cn').errors;
const PAY_PW = '135790';
const LOYALTY_BASE = '/bo/api/brands/aurora/loyalty';
const MISSION_BASE = '/bo/api/brands/aurora/missions';
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const text = (s: string) => ({ TY: s, EN: s });
let seq = 0;
const requestId = () => `req-${Date.now()}-${++seq}`;

const LOYALTY: Loyalty = {
  earn: { RNG: 100 },
  rewards: [{ id: 'file-cash', kind: 'cash', points: 5, amount: 500, name: text('P5 cash') }],
};
const VIP: Vip = {
  period: 'month',
  levels: [
    { rank: 0, name: text('Member'), minDeposit: 0, minTurnover: 0 },
    { rank: 1, name: text('Silver'), minDeposit: 10_000, minTurnover: 100_000 },
    { rank: 2, name: text('Gold'), minDeposit: 50_000, minTurnover: 500_000 },
  ],
};
const MISSIONS: Mission[] = [{ id: 'file-bet', period: 'daily', task: 'bet', target: 1_000, score: 1, rewardPoints: 3, name: text('Bet 10') }];

describe.each(DATABASE_KINDS)('loyalty edited in the back office on %s', (kind) => {
  let t: TestApp;
  let marketing: StaffClient;
  let auditor: StaffClient;
  let borealisOps: StaffClient;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({
      database: kind,
      tenants: { aurora: { ...readFixtureTenant('aurora'), loyalty: LOYALTY, vip: VIP, missions: MISSIONS }, borealis: readFixtureTenant('borealis') },
    });
    [marketing, auditor, borealisOps] = [
      await newSignedInStaff(t, 'marketing', ['aurora']),
      await newSignedInStaff(t, 'auditor', ['aurora']),
      await newSignedInStaff(t, 'marketing', ['borealis']),
    ];
  });
  afterAll(() => t?.close());

  const db = () => t.portal.db;
  const bo = (method: string, path: string, body?: unknown, staff: StaffClient = marketing, language = 'EN') =>
    asStaff(t, staff, method, path, body, { 'x-language': language });
  const count = async (table: 'staff_audit' | 'content_overrides') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const written = async () => ({
    audit: await count('staff_audit'),
    stored: JSON.stringify(await db().selectFrom('content_overrides').select(['tenant_id', 'kind', 'value']).orderBy('tenant_id').orderBy('kind').execute()),
  });
  async function player(): Promise<{ client: Client; memberId: number }> {
    const account = `le${Date.now() % 1_000_000}${++seq}`;
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
    const client = { host: AURORA, bearer: login.json().value.token };
    expect((await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' })).status).toBe(200);
    return { client, memberId: created.id };
  }
  const bet = async (memberId: number, amount: number) => {
    await sql`select game_round_change('aurora', 'TEST', ${`le${++seq}`}, ${memberId}::int8, 'g1', 'RNG', 'PHP', false, ${amount}::int8, 0::int8, 0::int8, true)`.execute(
      db(),
    );
  };
  const drain = () =>
    eventually(async () => {
      await t.portal.services.loyalty.drainEvents();
      await t.portal.services.missions.drainEvents();
      expect(await t.portal.services.events.caughtUp('loyalty-points')).toBe(true);
      expect(await t.portal.services.events.caughtUp('missions')).toBe(true);
    });
  const withPoints = async (n: number) => {
    const p = await player();
    await bet(p.memberId, n * 100);
    await drain();
    return p;
  };
  const mall = async (c: Client) =>
    (
      (await call(t, c, 'GET', '/wps/relay/MCS2_getPointReward?language=EN')).json().value.list as Array<{
        id: string;
        points: number;
        stockLeft: number | null;
      }>
    ).map((r) => [r.id, r.points, r.stockLeft]);
  const points = async (c: Client) => (await call(t, c, 'GET', '/wps/relay/MCS2_getPointBalance')).json().value.points as number;
  const redeem = (c: Client, rewardId: string) => call(t, c, 'POST', REDEEM, { rewardId, paymentPassword: PAY_PW, requestId: requestId() });
  const mug = { id: 'mug', kind: 'item', points: 10, stock: 2, perMember: 1, name: { TY: 'Cốc', EN: 'Mug' } };

  it('when staff read a brand never edited, then they see the file’s catalogue and levels with source "file"; a brand without points has no mall to edit', async () => {
    const res = await bo('GET', `${LOYALTY_BASE}/catalogue`);
    expect(res.status).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ tenantId: 'aurora', languages: ['TY', 'EN'], pointsEnabled: true, rewards: { source: 'file' }, vip: { source: 'file' } });
    expect(value.rewards.items.map((i: any) => [i.reward.id, i.name, i.redeemed])).toEqual([['file-cash', 'P5 cash', false]]);
    expect(value.vip.value.levels.map((l: any) => l.rank)).toEqual([0, 1, 2]);
    const borealis = await bo('GET', '/bo/api/brands/borealis/loyalty/catalogue', undefined, borealisOps);
    expect(borealis.json().value.pointsEnabled).toBe(false);
    const refused = await bo('POST', '/bo/api/brands/borealis/loyalty/rewards', mug, borealisOps);
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe(en.loyaltyNotConfigured);
  });

  it('when marketing adds a reward and changes a cost, then the mall offers them at once, a redeem pays the new cost, and the change is audited', async () => {
    const created = await bo('POST', `${LOYALTY_BASE}/rewards`, mug);
    expect(created.status).toBe(200);
    expect(created.json().value.rewards).toMatchObject({ source: 'staff', changedBy: marketing.username });
    const { client } = await withPoints(30);
    expect(await mall(client)).toEqual([
      ['file-cash', 5, null],
      ['mug', 10, 2],
    ]);
    const cheaper = await bo('PUT', `${LOYALTY_BASE}/rewards/file-cash`, { ...LOYALTY.rewards[0], points: 4 });
    expect(cheaper.status).toBe(200);
    expect((await redeem(client, 'file-cash')).status).toBe(200);
    expect(await points(client)).toBe(26);
    const audit = await db()
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'loyalty.reward.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ username: marketing.username, tenant_id: 'aurora', subject: 'reward:file-cash' });
    expect(audit.detail).toMatchObject({ from: { points: 5 }, to: { points: 4 } });
  });

  it('when a reward with a waiting request is retired, then it leaves the mall and cannot be redeemed, its request still settles (rejected: points and stock back), and its id and kind stay fixed', async () => {
    const { client } = await withPoints(20);
    const made = await redeem(client, 'mug');
    expect(made.status).toBe(200);
    const requestIdOf = made.json().value.id as number;
    expect(await points(client)).toBe(10);
    const retired = await bo('POST', `${LOYALTY_BASE}/rewards/mug/retire`, { retired: true });
    expect(retired.status).toBe(200);
    expect(retired.json().value.rewards.items.find((i: any) => i.reward.id === 'mug')).toMatchObject({ redeemed: true, waiting: 1, stockTaken: 1 });
    expect((await mall(client)).map(([id]) => id)).toEqual(['file-cash']);
    const refused = await redeem(client, 'mug');
    expect(refused.status).toBe(404);
    expect(refused.json().message).toBe(en.rewardNotFound);
    // The history still names it; staff still decide it.
    expect((await call(t, client, 'GET', '/wps/relay/MCS2_getRedeemPointList?language=EN')).json().value.list[0]).toMatchObject({
      name: 'Mug',
      status: 'inProcess',
    });
    const decided = await bo('POST', `${LOYALTY_BASE}/redeems/${requestIdOf}/decision`, { decision: 'rejected', note: 'retired' });
    expect(decided.status).toBe(200);
    expect(await points(client)).toBe(20);
    expect(
      (await sql<{ taken: number }>`select taken from loyalty_reward_stock where tenant_id = 'aurora' and reward_id = 'mug'`.execute(db())).rows[0].taken,
    ).toBe(0);
    // Once redeemed, its kind is fixed.
    const before = await written();
    const locked = await bo('PUT', `${LOYALTY_BASE}/rewards/mug`, { ...mug, kind: 'cash', amount: 100 }, marketing, 'CN');
    expect(locked.status).toBe(400);
    expect(locked.json().errors).toContainEqual(expect.objectContaining({ field: 'kind', message: cn.loyaltyRewardLocked }));
    expect(await written()).toEqual(before);
    expect((await bo('POST', `${LOYALTY_BASE}/rewards/mug/retire`, { retired: false })).status).toBe(200);
    expect((await mall(client)).map(([id]) => id)).toEqual(['file-cash', 'mug']);
    expect((await auditLedger(db(), { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it('when the stock is lowered below what was taken, then no one can redeem more, and fifty concurrent redeems of the last unit give exactly one', async () => {
    const last = { id: 'last', kind: 'item', points: 1, stock: 1, name: text('Last') };
    expect((await bo('POST', `${LOYALTY_BASE}/rewards`, last)).status).toBe(200);
    const players = await Promise.all(Array.from({ length: 5 }, () => withPoints(3)));
    const tries = await Promise.all(players.flatMap((p) => Array.from({ length: 10 }, () => redeem(p.client, 'last'))));
    expect(tries.filter((r) => r.status === 200).length).toBe(1);
    expect((await bo('PUT', `${LOYALTY_BASE}/rewards/last`, { ...last, stock: 0 })).status).toBe(200);
    const after = await redeem(players[0].client, 'last');
    expect(after.status).toBe(409);
    expect(after.json().message).toBe(en.rewardOutOfStock);
  });

  it('when the input is bad, then a translated error names each field and nothing is written', async () => {
    const before = await written();
    const bad: Array<[unknown, string, number]> = [
      [{ ...mug, id: 'x2', points: 0 }, 'points', 400],
      [{ ...mug, id: 'x3', points: 100_000_001 }, 'points', 400],
      [{ ...mug, id: 'x4', kind: 'car' }, 'kind', 400],
      [{ ...mug, id: 'Bad Id' }, 'id', 400],
      [{ ...mug, id: 'x5', amount: 100 }, 'amount', 400],
      [{ ...mug, id: 'x6', kind: 'cash' }, 'amount', 400],
      [{ ...mug, id: 'x7', name: { EN: 'Only English' } }, 'name', 400],
      [{ ...mug, id: 'x8', name: { TY: 'x', CN: '杯' } }, 'name', 400],
      [{ ...mug, id: 'file-cash' }, 'id', 400],
    ];
    for (const [body, field, status] of bad) {
      const res = await bo('POST', `${LOYALTY_BASE}/rewards`, body, marketing, 'CN');
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json().success).toBe(false);
      expect(JSON.stringify(res.json().errors ?? [])).toContain(field);
    }
    const vipBad = await bo('PUT', `${LOYALTY_BASE}/vip`, { ...VIP, levels: [VIP.levels[1], VIP.levels[0]] }, marketing, 'CN');
    expect(vipBad.status).toBe(400);
    expect(vipBad.json().errors[0].message).toBe(cn.vipRankOrder.replace('{{rank}}', '0').replace('{{before}}', '1'));
    const missionBad = await bo('POST', `${MISSION_BASE}/items`, { ...MISSIONS[0], id: 'streak', task: 'loginStreak', target: 2 }, marketing, 'EN');
    expect(missionBad.status).toBe(400);
    expect(missionBad.json().errors[0]).toMatchObject({ field: 'target', message: en.missionStreakTooLong.replace('{{days}}', '1') });
    const deposit = await bo('POST', `${MISSION_BASE}/items`, { ...MISSIONS[0], id: 'dep', task: 'deposit', category: 'RNG' });
    expect(deposit.json().errors[0]).toMatchObject({ field: 'category', message: en.missionFieldNotForTask.replace('{{task}}', 'deposit') });
    expect((await bo('POST', `${MISSION_BASE}/items`, { ...MISSIONS[0], id: 'big', target: 100_000_000_001 })).status).toBe(400);
    expect((await bo('POST', `${LOYALTY_BASE}/rewards/mug/retire`, { retired: 'yes' })).status).toBe(400);
    expect((await bo('POST', `${LOYALTY_BASE}/rewards/nothing/retire`, { retired: true })).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('when staff of another brand, an auditor or a player call the editors, then they are refused and nothing is written', async () => {
    const before = await written();
    for (const path of [`${LOYALTY_BASE}/catalogue`, `${MISSION_BASE}/items`]) {
      // Brand scope: another brand is the same 404 as a brand that does not exist.
      expect((await bo('GET', path, undefined, borealisOps)).status).toBe(404);
      expect((await bo('GET', path, undefined, auditor)).status).toBe(200);
    }
    expect((await bo('POST', `${LOYALTY_BASE}/rewards`, { ...mug, id: 'z1' }, borealisOps)).status).toBe(404);
    expect((await bo('PUT', `${LOYALTY_BASE}/vip`, VIP, borealisOps)).status).toBe(404);
    expect((await bo('POST', `${MISSION_BASE}/items`, { ...MISSIONS[0], id: 'z2' }, borealisOps)).status).toBe(404);
    expect((await bo('POST', `${LOYALTY_BASE}/rewards`, { ...mug, id: 'z3' }, auditor)).status).toBe(403);
    expect((await bo('POST', `${MISSION_BASE}/items/file-bet/retire`, { retired: true }, auditor)).status).toBe(403);
    // A player's session is worthless on the staff API, and the staff API is not served on a brand's host.
    const { client } = await player();
    expect((await call(t, client, 'GET', `${LOYALTY_BASE}/catalogue`)).status).toBeGreaterThanOrEqual(401);
    expect((await call(t, client, 'POST', `${MISSION_BASE}/items`, { ...MISSIONS[0], id: 'z4' })).status).toBeGreaterThanOrEqual(401);
    expect(await written()).toEqual(before);
  });

  it('when staff edit the VIP levels, then /wps/vip shows them at once; a rank members hold cannot be removed; reset gives the file’s back', async () => {
    const levels = [...VIP.levels.slice(0, 2), { ...VIP.levels[2], name: text('Platinum'), benefits: { upgradeBonus: 1_000 } }];
    const res = await bo('PUT', `${LOYALTY_BASE}/vip`, { ...VIP, levels });
    expect(res.status).toBe(200);
    expect(res.json().value.vip).toMatchObject({ source: 'staff', changedBy: marketing.username });
    const shown = (await t.get('/wps/vip?language=EN', { host: AURORA })).json().value;
    expect(shown.levels.map((l: any) => [l.rank, l.name])).toEqual([
      [0, 'Member'],
      [1, 'Silver'],
      [2, 'Platinum'],
    ]);
    const { memberId } = await player();
    await sql`insert into loyalty_vip (tenant_id, member_id, rank, period) values ('aurora', ${memberId}::int8, 2, 'M2026-10')`.execute(db());
    const before = await written();
    const removed = await bo('PUT', `${LOYALTY_BASE}/vip`, { ...VIP, levels: VIP.levels.slice(0, 2) });
    expect(removed.status).toBe(400);
    expect(removed.json().errors[0].message).toBe(en.vipRankHeld.replace('{{rank}}', '2'));
    expect(await written()).toEqual(before);
    expect((await bo('DELETE', `${LOYALTY_BASE}/vip`)).json().value.vip.source).toBe('file');
    expect((await t.get('/wps/vip?language=EN', { host: AURORA })).json().value.levels[2].name).toBe('Gold');
  });

  it('when staff add, edit and retire missions, then players see and progress them at once; a retired one leaves the list but a completed one stays claimable; id, period and task fixed once counted', async () => {
    const created = await bo('POST', `${MISSION_BASE}/items`, {
      id: 'staff-bet',
      period: 'weekly',
      task: 'bet',
      category: 'RNG',
      target: 500,
      score: 2,
      rewardPoints: 9,
      name: { TY: 'Cược 5', EN: 'Bet 5' },
    });
    expect(created.status).toBe(200);
    expect(created.json().value).toMatchObject({ source: 'staff', changedBy: marketing.username });
    const { client, memberId } = await player();
    const summary = async () => (await call(t, client, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails?language=EN')).json().value;
    expect((await summary()).missions.map((m: any) => m.id)).toEqual(['file-bet', 'staff-bet']);
    await bet(memberId, 600);
    await drain();
    expect((await summary()).missions.find((m: any) => m.id === 'staff-bet')).toMatchObject({ status: 'claimable', progress: 500 });
    const locked = await bo('PUT', `${MISSION_BASE}/items/staff-bet`, { ...created.json().value.items[1].mission, period: 'daily' });
    expect(locked.status).toBe(400);
    expect(locked.json().errors[0]).toMatchObject({ field: 'period', message: en.missionLocked });
    // A new target and reward are fine.
    expect((await bo('PUT', `${MISSION_BASE}/items/staff-bet`, { ...created.json().value.items[1].mission, rewardPoints: 11 })).status).toBe(200);
    expect((await bo('POST', `${MISSION_BASE}/items/staff-bet/retire`, { retired: true })).status).toBe(200);
    // Retired: still listed while its reward waits (and counted nothing more); claimed, it leaves.
    expect((await summary()).missions.map((m: any) => m.id)).toEqual(['file-bet', 'staff-bet']);
    const claimed = await call(t, client, 'POST', '/wps/relay/MCSFE_claimMission', { missionId: 'staff-bet' });
    expect(claimed.status).toBe(200);
    expect(claimed.json().value.status).toBe('claimed');
    expect((await summary()).missions.map((m: any) => m.id)).toEqual(['file-bet']);
    const other = await player();
    await bet(other.memberId, 600);
    await drain();
    expect(
      (await sql`select 1 from mission_progress where tenant_id = 'aurora' and member_id = ${other.memberId}::int8 and mission_id = 'staff-bet'`.execute(db()))
        .rows,
    ).toEqual([]);
    expect((await bo('DELETE', `${MISSION_BASE}/items`)).json().value.source).toBe('file');
    // After a reset, an id that was counted cannot be taken by a new mission.
    const reused = await bo('POST', `${MISSION_BASE}/items`, { ...MISSIONS[0], id: 'staff-bet' });
    expect(reused.status).toBe(400);
    expect(reused.json().errors[0].message).toBe(en.missionIdUsed);
  });
});
