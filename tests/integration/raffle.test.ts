// Raffle (lucky draw, MCS2_claimRafflePromotion) and ranking promotions over real HTTP on both engines (issue 19):
// chances earned from settled turnover and deposits within the daily cap and never twice on a replay; 50 claims
// at once with 3 chances draw exactly 3 times; a prize's stock holds under concurrent draws; every draw can be
// recomputed from its revealed seed; the leaderboard ranks by turnover (ties: who reached it first) with masked
// accounts; an ended ranking period is paid exactly once — by two app instances, and by two OS processes, on one
// PostgreSQL; bad input and another brand get a translated error and nothing is written.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { drawOf } from '../../server/features/promotions/raffle-rules.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const text = (s: string) => ({ EN: s });
const CLAIM = '/wps/relay/MCS2_claimRafflePromotion';
const PROCESS = new URL('./helpers/ranking-job-process.ts', import.meta.url).pathname;
let seq = 0;

/** A clock the test moves: 10:00 Manila time on 2 March 2026 to start with. */
const newClock = () => ({
  at: new Date('2026-03-02T02:00:00Z'),
  now() {
    return this.at;
  },
});

const PROMOTIONS = [
  {
    id: 'lucky',
    type: 'raffle',
    category: 'other',
    title: text('Lucky draw'),
    summary: text('Draw a prize'),
    rules: [text('One chance per 10,000 of turnover or per deposit of 5,000.')],
    // A raffle's prizes say their own kind; 'bonus' here carries the wagering its bonus prizes get.
    award: { kind: 'bonus' },
    wagering: { multiplier: 2 },
    raffle: {
      earn: { turnoverPerChance: 10_000, depositMin: 5_000, categories: ['RNG'], maxChancesPerDay: 3 },
      prizes: [
        { id: 'big', name: text('Big prize'), kind: 'cash', amount: 1_000, weight: 1, stock: 1000 },
        { id: 'small', name: text('Small bonus'), kind: 'bonus', amount: 200, weight: 3 },
        { id: 'none', name: text('Next time'), kind: 'none', weight: 1 },
      ],
    },
  },
  {
    id: 'gold',
    type: 'raffle',
    category: 'other',
    title: text('Gold rush'),
    summary: text('Five gold prizes'),
    rules: [text('Only five.')],
    award: { kind: 'cash' },
    raffle: {
      earn: { turnoverPerChance: 1_000, maxChancesPerDay: 3 },
      prizes: [{ id: 'gold', name: text('Gold'), kind: 'cash', amount: 500, weight: 1, stock: 5 }],
    },
  },
  {
    id: 'ended',
    type: 'raffle',
    category: 'other',
    endsAt: '2026-01-01T00:00:00Z',
    title: text('Ended draw'),
    summary: text('Over'),
    rules: [text('Over.')],
    award: { kind: 'cash' },
    raffle: { earn: { depositMin: 1, maxChancesPerDay: 1 }, prizes: [{ id: 'p', name: text('P'), kind: 'cash', amount: 1, weight: 1 }] },
  },
  {
    id: 'members',
    type: 'raffle',
    category: 'other',
    enrolment: 'join',
    title: text('Members draw'),
    summary: text('Join first'),
    rules: [text('Join first.')],
    award: { kind: 'cash' },
    raffle: { earn: { turnoverPerChance: 1_000, maxChancesPerDay: 1 }, prizes: [{ id: 'p', name: text('P'), kind: 'cash', amount: 1, weight: 1 }] },
  },
  {
    id: 'race',
    type: 'ranking',
    category: 'ranking',
    startsAt: '2026-03-01T16:00:00Z',
    title: text('Daily race'),
    summary: text('Top turnover wins'),
    rules: [text('Slots turnover, daily.')],
    award: { kind: 'cash' },
    ranking: {
      period: 'daily',
      categories: ['RNG'],
      minTurnover: 1_000,
      prizes: [
        { fromRank: 1, toRank: 1, amount: 5_000 },
        { fromRank: 2, toRank: 2, amount: 2_000 },
        { fromRank: 4, toRank: 10, amount: 500 },
      ],
    },
  },
];

async function setUp(database: TestDatabase | 'pglite' | 'postgres', clock: ReturnType<typeof newClock>, twin = false) {
  const tenants = {
    aurora: { ...readFixtureTenant('aurora'), settings: { ...readFixtureTenant('aurora').settings, timeZone: 'Asia/Manila' }, promotions: PROMOTIONS },
    borealis: readFixtureTenant('borealis'),
  };
  const t = await startTestApp({ database, tenants, rewardsClock: clock });
  const other = twin && typeof database === 'object' ? await startTestApp({ database, tenants, rewardsClock: clock }) : undefined;
  return { t, other };
}

function helpers(get: () => TestApp, clock: ReturnType<typeof newClock>) {
  const passwordHash = hashPassword('Secret123');
  const drain = async () => {
    const t = get();
    await eventually(async () => {
      await t.portal.services.promotions.drainEvents();
      expect(await t.portal.services.events.caughtUp('rewards')).toBe(true);
    });
  };
  async function player(host = AURORA, tenantId = 'aurora', name?: string): Promise<{ client: Client; memberId: number; account: string }> {
    const t = get();
    const account = name ? `${name.slice(0, 2)}${Date.now() % 1_000_000}${++seq}${name.slice(2)}` : `rf${Date.now() % 1_000_000}${++seq}`;
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
    return { client: { host, bearer: login.json().value.token }, memberId: created.id, account };
  }
  /** A real-money round closed at the clock's instant through game_round_change. */
  async function settledRound(memberId: number, bet: number, gameType = 'RNG'): Promise<void> {
    const db = get().portal.db;
    await sql`select game_round_change('aurora', 'TEST', ${`r${++seq}`}, ${memberId}::int8, 'g1', ${gameType}, 'PHP', false, ${bet}::int8, 0::int8, 0::int8, true)`.execute(
      db,
    );
    await sql`update domain_events set occurred_at = ${clock.now()} where dedupe_key = ${`TEST:r${seq}:${memberId}`}`.execute(db);
  }
  /** A credited deposit's event at the clock's instant. */
  async function deposited(memberId: number, amount: number): Promise<void> {
    const t = get();
    const key = `raffle-deposit-${++seq}`;
    await t.portal.services.events.emit({
      tenantId: 'aurora',
      type: 'deposit.credited',
      memberId,
      key,
      payload: { depositId: 800_000 + seq, amount, currency: 'PHP', nth: 2 },
    });
    await sql`update domain_events set occurred_at = ${clock.now()} where dedupe_key = ${key}`.execute(t.portal.db);
  }
  const balanceOf = async (c: Client) => (await call(get(), c, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
  const raffle = async (c: Client, id = 'lucky') => (await call(get(), c, 'GET', `/wps/promotions/${id}/raffle`)).json().value;
  return { drain, player, settledRound, deposited, balanceOf, raffle };
}

describe.each(DATABASE_KINDS)('raffle and ranking on %s', (kind) => {
  let t: TestApp;
  const clock = newClock();
  const h = helpers(() => t, clock);
  const { drain, player, settledRound, deposited, balanceOf, raffle } = h;

  beforeAll(async () => {
    ({ t } = await setUp(kind, clock));
  });
  afterAll(() => t?.close());

  it('when a player plays and deposits, then chances follow the rule (per 10,000 of slots turnover, per deposit of 5,000, at most 3 a day) and a replay earns nothing', async () => {
    const { client, memberId } = await player();
    await settledRound(memberId, 25_000); // 2 chances
    await settledRound(memberId, 50_000, 'LIVE'); // not a counted category
    await drain();
    expect(await raffle(client)).toMatchObject({ chancesLeft: 2, chancesToday: 2, maxChancesPerDay: 3, turnoverPerChance: 10_000, depositMin: 5_000 });
    await deposited(memberId, 4_999); // below the minimum
    await drain();
    expect((await raffle(client)).chancesLeft).toBe(2);
    await deposited(memberId, 5_000);
    await settledRound(memberId, 40_000); // the day is full
    await drain();
    expect((await raffle(client)).chancesLeft).toBe(3);
    // Replaying every event from the start earns nothing and adds no turnover.
    const turnover = async () =>
      (
        await sql<{
          turnover: string;
        }>`select turnover::text from promotion_turnover where tenant_id = 'aurora' and promotion_id = 'lucky' and member_id = ${memberId}::int8`.execute(
          t.portal.db,
        )
      ).rows[0].turnover;
    expect(await turnover()).toBe('65000');
    await sql`update event_cursors set tx_id = '0', event_id = 0 where consumer = 'rewards'`.execute(t.portal.db);
    await drain();
    expect((await raffle(client)).chancesLeft).toBe(3);
    expect(await turnover()).toBe('65000');
    // The next day has room again.
    clock.at = new Date('2026-03-02T16:30:00Z');
    await settledRound(memberId, 10_000);
    await drain();
    expect(await raffle(client)).toMatchObject({ chancesLeft: 4, chancesToday: 1 });
    clock.at = new Date('2026-03-02T02:00:00Z');
  });

  it('when 20 engine runs race over the same events, then every chance and every unit of turnover is counted once', async () => {
    const { client, memberId } = await player();
    for (const bet of [4_000, 4_000, 4_000]) await settledRound(memberId, bet); // 12,000: one chance
    await deposited(memberId, 5_000); // one more
    await Promise.all(Array.from({ length: 20 }, () => t.portal.services.promotions.drainEvents()));
    await drain();
    expect((await raffle(client)).chancesLeft).toBe(2);
    const rows = await sql<{ turnover: string }>`
      select turnover::text from promotion_turnover where tenant_id = 'aurora' and promotion_id = 'race' and member_id = ${memberId}::int8`.execute(
      t.portal.db,
    );
    expect(rows.rows.map((r) => r.turnover)).toEqual(['12000']);
    const keys = await sql<{
      n: string;
      k: string;
    }>`select count(*)::text as n, count(distinct chance_key)::text as k from raffle_chances where tenant_id = 'aurora'`.execute(t.portal.db);
    expect(keys.rows[0].n).toBe(keys.rows[0].k);
  });

  it('when 50 claims race over 3 chances, then exactly 3 draws are made and paid once each, the 4th claim is refused and nothing is written', async () => {
    const { client, memberId } = await player();
    await settledRound(memberId, 30_000);
    await drain();
    const before = await balanceOf(client);
    const results = await Promise.all(Array.from({ length: 50 }, () => call(t, client, 'POST', CLAIM, { promotionId: 'lucky' })));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.json()).toMatchObject({ success: false, message: en.raffleNoChance });
    const state = await raffle(client);
    expect(state.chancesLeft).toBe(0);
    expect(state.history).toHaveLength(3);
    const prizes = state.history.reduce((sum: number, d: { amount: number }) => sum + d.amount, 0);
    expect(await balanceOf(client)).toBe(before + prizes);
    const grants = await sql<{
      n: string;
    }>`select count(*)::text as n from promotion_grants where tenant_id = 'aurora' and member_id = ${memberId}::int8`.execute(t.portal.db);
    expect(Number(grants.rows[0].n)).toBe(state.history.filter((d: { kind: string }) => d.kind !== 'none').length);
    // A bonus prize carries the promotion's wagering (× 2).
    const bonuses = (await call(t, client, 'GET', '/wps/bonuses')).json().value.list;
    for (const b of bonuses) expect(b.wageringRequired).toBe(b.amount * 2);
    const draws = async () =>
      (await sql<{ n: string }>`select count(*)::text as n from raffle_draws where tenant_id = 'aurora'`.execute(t.portal.db)).rows[0].n;
    const count = await draws();
    expect((await call(t, client, 'POST', CLAIM, { promotionId: 'lucky' })).json()).toMatchObject({ success: false, message: en.raffleNoChance });
    expect(await draws()).toBe(count);
    const audit = await auditLedger(t.portal.db, { tenantId: 'aurora' });
    expect(audit.problems).toEqual([]);
  });

  it('when a draw is made, then its seed was committed before and anyone can recompute the prize from what it reveals', async () => {
    const { client, memberId } = await player();
    await settledRound(memberId, 20_000);
    await drain();
    const committed = (await raffle(client)).fairness;
    const first = (await call(t, client, 'POST', CLAIM, { promotionId: 'lucky', clientSeed: 'my lucky seed' })).json().value;
    expect(first.draw).toMatchObject({ seedHash: committed.seedHash, clientSeed: 'my lucky seed', nonce: committed.nonce });
    expect(createHash('sha256').update(first.draw.serverSeed).digest('hex')).toBe(committed.seedHash);
    expect(drawOf(first.draw.pool, first.draw.serverSeed, first.draw.clientSeed, first.draw.nonce)).toEqual({
      roll: first.draw.roll,
      prizeId: first.draw.prizeId,
    });
    // The next draw is committed to a new seed, with the client seed the player chose and the next nonce.
    expect(first.raffle.fairness).toMatchObject({ clientSeed: 'my lucky seed', nonce: committed.nonce + 1 });
    expect(first.raffle.fairness.seedHash).not.toBe(committed.seedHash);
    const second = (await call(t, client, 'POST', CLAIM, { promotionId: 'lucky' })).json().value;
    expect(second.draw.seedHash).toBe(first.raffle.fairness.seedHash);
    expect(drawOf(second.draw.pool, second.draw.serverSeed, second.draw.clientSeed, second.draw.nonce).prizeId).toBe(second.draw.prizeId);
  });

  it('when more draws race than a prize has stock, then exactly the stock is given and the other claims keep their chance', async () => {
    const players = await Promise.all([player(), player(), player()]);
    for (const p of players) await settledRound(p.memberId, 3_000); // 3 chances each
    await drain();
    const results = await Promise.all(players.flatMap((p) => Array.from({ length: 3 }, () => call(t, p.client, 'POST', CLAIM, { promotionId: 'gold' }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.json()).toMatchObject({ success: false, message: en.raffleSoldOut });
    let left = 0;
    for (const p of players) left += (await raffle(p.client, 'gold')).chancesLeft;
    expect(left).toBe(4);
    const view = await raffle(players[0].client, 'gold');
    expect(view.prizes[0]).toMatchObject({ id: 'gold', left: 0 });
  });

  it('when the claim is bad (ended, not joined, unknown, not a raffle, a bad seed, no account), then a translated error and nothing is written', async () => {
    const { client, memberId } = await player();
    await settledRound(memberId, 5_000);
    await deposited(memberId, 10);
    await drain();
    const draws = async () =>
      (await sql<{ n: string }>`select count(*)::text as n from raffle_draws where tenant_id = 'aurora'`.execute(t.portal.db)).rows[0].n;
    const count = await draws();
    expect((await call(t, client, 'POST', CLAIM, { promotionId: 'ended' })).json()).toMatchObject({ success: false, message: en.promotionClosed });
    expect((await call(t, client, 'POST', CLAIM, { promotionId: 'members' })).json()).toMatchObject({ success: false, message: en.promotionNotEligible });
    expect((await call(t, client, 'POST', CLAIM, { promotionId: 'nope' })).json()).toMatchObject({ success: false, message: en.promotionNotFound });
    expect((await call(t, client, 'POST', CLAIM, { promotionId: 'race' })).json()).toMatchObject({ success: false, message: en.promotionNotFound });
    const badSeed = await call(t, client, 'POST', CLAIM, { promotionId: 'lucky', clientSeed: 'x'.repeat(65) });
    expect(badSeed.status).toBe(400);
    expect(badSeed.json().success).toBe(false);
    expect((await call(t, client, 'POST', CLAIM, {})).status).toBe(400);
    expect(
      (await t.request(CLAIM, { method: 'POST', host: AURORA, headers: { 'content-type': 'application/json' }, body: '{"promotionId":"lucky"}' })).status,
    ).toBe(401);
    expect(await draws()).toBe(count);
    expect((await raffle(client, 'members')).chancesLeft).toBe(0); // not joined: its turnover never counted
  });

  it("when a player of another brand calls, then aurora's raffle and leaderboard are not there and an aurora session is worthless on borealis", async () => {
    const aurora = await player();
    const borealis = await player(BOREALIS, 'borealis');
    expect((await call(t, borealis.client, 'POST', CLAIM, { promotionId: 'lucky' })).json()).toMatchObject({ success: false, message: en.promotionNotFound });
    expect((await call(t, borealis.client, 'GET', '/wps/promotions/race/leaderboard')).status).toBe(404);
    expect((await call(t, { ...aurora.client, host: BOREALIS }, 'POST', CLAIM, { promotionId: 'lucky' })).status).toBe(401);
    expect((await call(t, { ...borealis.client, host: AURORA }, 'GET', '/wps/promotions/lucky/raffle')).status).toBe(401);
  });

  it('when players race, then the leaderboard ranks by turnover (ties: who reached it first), masks accounts, shows my rank, and the ended day is paid once', async () => {
    const [a, b, c, d] = await Promise.all([
      player(AURORA, 'aurora', 'kaa'),
      player(AURORA, 'aurora', 'kbb'),
      player(AURORA, 'aurora', 'kcc'),
      player(AURORA, 'aurora', 'kdd'),
    ]);
    const masked = (account: string) => `${account.slice(0, 2)}****${account.slice(-1)}`;
    await settledRound(a.memberId, 3_000);
    clock.at = new Date('2026-03-02T03:00:00Z');
    await settledRound(b.memberId, 5_000);
    await settledRound(c.memberId, 2_000);
    clock.at = new Date('2026-03-02T04:00:00Z');
    await settledRound(c.memberId, 1_000); // c reaches 3,000 after a did
    await settledRound(d.memberId, 999); // below the minimum
    await settledRound(d.memberId, 90_000, 'LIVE'); // another category
    await drain();
    const board = (await call(t, c.client, 'GET', '/wps/promotions/race/leaderboard')).json().value;
    expect(board).toMatchObject({
      period: 'daily',
      periodKey: '2026-03-02',
      minTurnover: 1_000,
      periodStart: '2026-03-01T16:00:00.000Z',
      periodEnd: '2026-03-02T16:00:00.000Z',
    });
    const row = (p: { account: string }) => board.list.find((r: { account: string }) => r.account === masked(p.account));
    expect([row(b).turnover, row(a).turnover, row(c).turnover]).toEqual([5_000, 3_000, 3_000]);
    expect(row(b).rank).toBeLessThan(row(a).rank);
    expect(row(a).rank).toBe(row(c).rank - 1); // the tie: a reached 3,000 first
    expect(row(d)).toBeUndefined();
    expect(board.list.map((r: { rank: number }) => r.rank)).toEqual(board.list.map((_: unknown, i: number) => i + 1));
    expect(board.me).toMatchObject({ turnover: 3_000, rank: row(c).rank });
    expect(row(c).me).toBe(true);
    expect(row(a).me).toBeUndefined();
    expect((await call(t, d.client, 'GET', '/wps/promotions/race/leaderboard')).json().value.me).toEqual({ turnover: 999 });
    expect((await t.get('/wps/promotions/race/leaderboard', { host: AURORA })).json().value.me).toBeUndefined();
    // The day ends: the prizes by rank, once.
    const before = await Promise.all([a, b, c].map((p) => balanceOf(p.client)));
    expect(await t.portal.services.promotions.runRankingJobs()).toBe(0); // not ended yet
    clock.at = new Date('2026-03-02T16:00:05Z');
    expect(await t.portal.services.promotions.runRankingJobs()).toBe(1);
    expect(await t.portal.services.promotions.runRankingJobs()).toBe(0);
    const after = await Promise.all([a, b, c].map((p) => balanceOf(p.client)));
    expect(after).toEqual([before[0] + row(a).prize, before[1] + row(b).prize, before[2] + row(c).prize]);
    expect(row(b).prize + row(a).prize + row(c).prize).toBeGreaterThan(0);
    clock.at = new Date('2026-03-02T02:00:00Z');
  });
});

describe('ranking prizes on postgres: exactly once across app instances and OS processes', () => {
  let database: TestDatabase;
  let t: TestApp;
  let twin: TestApp;
  const clock = newClock();
  const { drain, player, settledRound, balanceOf } = helpers(() => t, clock);

  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'migrated');
    const started = await setUp(database, clock, true);
    t = started.t;
    twin = started.other!;
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
    await database?.drop();
  });

  it('when two app instances run the job at once after the day ends, then the day is paid exactly once', async () => {
    const a = await player();
    const b = await player();
    await settledRound(a.memberId, 8_000);
    await settledRound(b.memberId, 4_000);
    await drain();
    const before = [await balanceOf(a.client), await balanceOf(b.client)];
    clock.at = new Date('2026-03-02T16:00:05Z');
    const ran = await Promise.all([
      t.portal.services.promotions.runRankingJobs(),
      twin.portal.services.promotions.runRankingJobs(),
      t.portal.services.promotions.runRankingJobs(),
    ]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
    expect([await balanceOf(a.client), await balanceOf(b.client)]).toEqual([before[0] + 5_000, before[1] + 2_000]);
  });

  it('when two OS processes run the job at once after the next day ends, then that day is paid exactly once', async () => {
    const a = await player();
    clock.at = new Date('2026-03-03T02:00:00Z');
    await settledRound(a.memberId, 7_000);
    await drain();
    const before = await balanceOf(a.client);
    const now = '2026-03-03T16:00:05Z';
    const children = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', PROCESS], {
        env: { ...process.env, ...database.env, TENANTS_DIR: t.tenantsDir, DIST_DIR: t.distDir, RANKING_NOW: now },
        stdio: ['pipe', 'pipe', 'pipe'],
      }),
    );
    const outputs = children.map((child) => {
      const lines: string[] = [];
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { lines, exited, stderr: () => stderr };
    });
    try {
      // Both are up before either starts: then they race for the same period.
      await eventually(() => {
        for (const o of outputs) expect(o.lines, o.stderr()).toContain('ready');
      }, 120_000);
      for (const child of children) child.stdin.write('go\n');
      const codes = await Promise.all(outputs.map((o) => o.exited));
      expect(codes, outputs.map((o) => o.stderr()).join('\n')).toEqual([0, 0]);
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }
    const ran = outputs.map((o) => Number(o.lines.find((l) => l.startsWith('ran '))!.slice(4)));
    expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await balanceOf(a.client)).toBe(before + 5_000);
    const periods = await sql<{
      n: string;
    }>`select count(*)::text as n from job_periods where tenant_id = 'aurora' and job = 'ranking-prizes' and period_key = 'race@2026-03-03'`.execute(
      t.portal.db,
    );
    expect(periods.rows[0].n).toBe('1');
  });
});
