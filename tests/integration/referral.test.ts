// Referral (invite friends) and app-download promotions over real HTTP on both engines (issue 19): a player's
// own referral code records the referrer (never the agent upline), each milestone a friend reaches — signing up,
// a first deposit over the threshold, settled turnover over the threshold — pays once per (promotion, referrer,
// friend, milestone) however often the events are replayed or drained at once (one app or two), within the
// max-friends limit; self-referral and trial accounts never count; the first sign-in from the brand's app (a
// signed X-App-Client header) pays the app bonus once; nothing crosses brands.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appClientHeader } from '../../server/features/accounts/app-client.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, cookieValue, humanCheck, loginBearer, type Client } from './helpers/accounts-client.ts';
import { asStaff, newSignedInStaff } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const STAFF = { id: 1, username: 'cashier' };
const APP_KEY = 'test-app-client-key-0123456789abcdef';
let seq = 0;
const newKey = () => `referral-key-${Date.now()}-${++seq}`;
const text = (en: string) => ({ EN: en });

const PROMOTIONS = [
  {
    id: 'invite',
    type: 'referral',
    category: 'other',
    title: text('Invite friends'),
    summary: text('Rewards for every friend'),
    rules: [text('Share your link.')],
    award: { kind: 'cash' },
    referral: {
      milestones: [
        { on: 'registered', amount: 300, friendAmount: 100 },
        { on: 'firstDeposit', threshold: 20_000, amount: 1_000 },
        { on: 'turnover', threshold: 50_000, amount: 2_000 },
      ],
      maxFriends: 2,
    },
  },
  {
    id: 'app',
    type: 'appDownload',
    category: 'appDownload',
    title: text('App bonus'),
    summary: text('Sign in from the app'),
    rules: [text('Once per member.')],
    award: { kind: 'cash', fixedAmount: 800 },
    appDownload: { platforms: ['android'] },
  },
];

function tenantsWith() {
  const aurora = readFixtureTenant('aurora');
  return {
    aurora: { ...aurora, promotions: PROMOTIONS, secrets: { ...aurora.secrets, appClientKey: APP_KEY } },
    // Borealis runs the referral promotion too, so its REFERRAL module is on: an aurora session must still get nothing there.
    borealis: { ...readFixtureTenant('borealis'), promotions: PROMOTIONS.slice(0, 1) },
  };
}

/** The engine and HTTP helpers every describe below shares, bound to one app. */
function helpers(app: () => TestApp) {
  const passwordHash = hashPassword('Secret123');
  const drain = async () => {
    await eventually(async () => {
      await app()
        .portal.services.promotions.drainEvents()
        .catch((err) => {
          console.error('DRAIN', err);
          throw err;
        });
      expect(await app().portal.services.events.caughtUp('rewards')).toBe(true);
    });
  };
  const balanceOf = async (c: Client) => (await call(app(), c, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
  const memberIdOf = async (account: string, tenantId = 'aurora') => (await app().portal.services.accounts.members.findByAccount(tenantId, account))!.id;

  /** A seeded real member, signed in. */
  async function player(host = AURORA, tenantId = 'aurora'): Promise<{ client: Client; memberId: number; account: string; code: string }> {
    const account = `rf${Date.now() % 1_000_000}${++seq}`;
    const created = await app().portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
    });
    if ('conflict' in created) throw new Error('member exists');
    const login = await loginBearer(app(), host, account, 'Secret123');
    expect(login.status).toBe(200);
    return { client: { host, bearer: login.json().value.token }, memberId: created.id, account, code: created.referralCode! };
  }

  let ip = 0;
  /** A visitor registering through the real form's endpoint (captcha answered, human check solved), with `extra` fields. */
  async function register(extra: Record<string, unknown>, host = AURORA) {
    const username = `fr${Date.now() % 1_000_000}${++seq}`;
    const address = `198.20.${(++ip >> 8) & 255}.${ip & 255}`;
    const captchaRes = await app().request('/wps/captcha', { host, headers: { 'x-forwarded-for': address } });
    const cid = cookieValue(captchaRes, 'cid')!;
    const captcha = (JSON.parse((await app().portal.sharedState.get(`captcha:${cid}`))!) as { a: string }).a;
    const res = await app().request('/wps/member/register', {
      method: 'PUT',
      host,
      headers: { 'content-type': 'application/json', 'x-language': 'EN', 'x-forwarded-for': address, cookie: `cid=${cid}` },
      body: JSON.stringify({
        username,
        password: 'kiwi4sunset',
        confirmPassword: 'kiwi4sunset',
        paymentPassword: '135790',
        termsAccepted: true,
        registerMethod: 'WEB',
        captcha,
        humanCheck: await humanCheck(app(), host),
        ...extra,
      }),
    });
    return { res, username, client: { host, bearer: res.status === 200 ? (res.json().value.token as string) : '' } as Client };
  }

  /** A bank deposit of `amount`, approved by staff: the credit path that writes 'deposit.credited'. */
  async function deposit(c: Client, amount: number): Promise<void> {
    const res = await call(app(), c, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount,
      reference: 'TXN',
      idempotencyKey: newKey(),
    });
    expect(res.status, res.text).toBe(200);
    await app().portal.services.deposits.approve('aurora', res.json().value.id, STAFF);
  }

  /** A real-money round closed through game_round_change (writes 'bet.settled'). */
  async function settledRound(memberId: number, bet: number): Promise<void> {
    await sql`select game_round_change('aurora', 'TEST', ${`rr${++seq}`}, ${memberId}::int8, 'g1', 'RNG', 'PHP', false, ${bet}::int8, 0::int8, 0::int8, true)`.execute(
      app().portal.db,
    );
  }

  const grantsOf = async (memberId: number) =>
    (
      await sql<{ grant_key: string; amount: string }>`
        select grant_key, amount::text from promotion_grants where tenant_id = 'aurora' and member_id = ${memberId}::int8 order by id`.execute(app().portal.db)
    ).rows.map((r) => [r.grant_key, Number(r.amount)]);

  const overview = (c: Client, query = '') => call(app(), c, 'GET', `/wps/promotions/referral/overview${query}`);

  return { drain, balanceOf, memberIdOf, player, register, deposit, settledRound, grantsOf, overview };
}

describe.each(DATABASE_KINDS)('referral and app-download promotions on %s', (kind) => {
  let t: TestApp;
  const h = helpers(() => t);

  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: tenantsWith() });
  });
  afterAll(() => t?.close());

  it("when a friend registers with a player's referral code, then the referrer is recorded (not the upline), the sign-up milestone pays both once, and a replay pays nothing", async () => {
    const referrer = await h.player();
    expect(referrer.code).toMatch(/^R[A-HJ-KM-NP-Z2-9]{9}$/);
    const { res, username, client } = await h.register({ referralCode: referrer.code.toLowerCase() });
    expect(res.status, res.text).toBe(200);
    const friendId = await h.memberIdOf(username);
    const info = (await call(t, client, 'GET', '/wps/member/info')).json().value;
    expect(info.toUpline).toBe(false);
    const link = await sql<{
      referrer_id: string;
    }>`select referrer_id::text from referrals where tenant_id = 'aurora' and friend_id = ${friendId}::int8`.execute(t.portal.db);
    expect(link.rows).toEqual([{ referrer_id: String(referrer.memberId) }]);
    await h.drain();
    expect(await h.grantsOf(referrer.memberId)).toEqual([[`invite:referral:${referrer.memberId}:${friendId}:registered`, 300]]);
    expect(await h.grantsOf(friendId)).toEqual([[`invite:referred:${friendId}:registered`, 100]]);
    await sql`update event_cursors set tx_id = '0', event_id = 0 where consumer = 'rewards'`.execute(t.portal.db);
    await h.drain();
    expect(await h.balanceOf(referrer.client)).toBe(300);
    expect(await h.balanceOf(client)).toBe(100);
  });

  it('when a friend deposits, then only a first deposit of at least the threshold pays the referrer, once', async () => {
    const referrer = await h.player();
    const small = await h.register({ referralCode: referrer.code });
    const big = await h.register({ referralCode: referrer.code });
    await h.deposit(small.client, 19_999);
    await h.deposit(small.client, 50_000); // a second deposit is no first deposit
    await h.deposit(big.client, 20_000);
    await h.deposit(big.client, 20_000);
    await h.drain();
    const bigId = await h.memberIdOf(big.username);
    const keys = (await h.grantsOf(referrer.memberId)).map(([key]) => key);
    expect(keys.filter((k) => String(k).endsWith(':firstDeposit'))).toEqual([`invite:referral:${referrer.memberId}:${bigId}:firstDeposit`]);
    expect(await h.balanceOf(referrer.client)).toBe(300 + 300 + 1_000);
  });

  it("when a friend's settled turnover crosses the threshold over several batches, then the turnover milestone pays once and replayed bets add nothing", async () => {
    const referrer = await h.player();
    const friend = await h.register({ referralCode: referrer.code });
    const friendId = await h.memberIdOf(friend.username);
    await h.deposit(friend.client, 100_000);
    await h.drain();
    await h.settledRound(friendId, 30_000);
    await h.drain();
    expect((await h.grantsOf(referrer.memberId)).some(([k]) => String(k).endsWith(':turnover'))).toBe(false);
    await sql`update event_cursors set tx_id = '0', event_id = 0 where consumer = 'rewards'`.execute(t.portal.db);
    await h.drain();
    const turnover = await sql<{
      turnover: string;
    }>`select turnover::text from referral_turnover where tenant_id = 'aurora' and friend_id = ${friendId}::int8`.execute(t.portal.db);
    expect(turnover.rows).toEqual([{ turnover: '30000' }]);
    await h.settledRound(friendId, 20_000);
    await h.settledRound(friendId, 5_000);
    await h.drain();
    const turnoverGrants = (await h.grantsOf(referrer.memberId)).filter(([k]) => String(k).endsWith(':turnover'));
    expect(turnoverGrants).toEqual([[`invite:referral:${referrer.memberId}:${friendId}:turnover`, 2_000]]);
    expect(await h.balanceOf(referrer.client)).toBe(300 + 1_000 + 2_000);
  });

  it('when more friends join than maxFriends, then the extra friend is listed with its milestones but pays nothing; the page shows masked friends and totals', async () => {
    const referrer = await h.player();
    const friends = [];
    for (let i = 0; i < 3; i++) friends.push(await h.register({ referralCode: referrer.code }));
    await h.drain();
    expect(await h.balanceOf(referrer.client)).toBe(600);
    expect(await h.balanceOf(friends[2].client)).toBe(0); // the friend's own reward sits within the limit too
    const res = await h.overview(referrer.client);
    expect(res.status, res.text).toBe(200);
    const value = res.json().value;
    expect(value.code).toBe(referrer.code);
    expect(value.totals).toEqual({ friends: 3, rewardedFriends: 2, earned: 600 });
    expect(value.friends).toHaveLength(3);
    for (const f of value.friends) {
      expect(f.account).toMatch(/^fr\*\*\*\d\d$/);
      expect(f.milestones).toEqual(['registered']);
    }
    expect(value.friends.map((f: { earned: number }) => f.earned).sort()).toEqual([0, 300, 300]);
    expect(value.programmes).toEqual([
      expect.objectContaining({
        promotionId: 'invite',
        title: 'Invite friends',
        awardKind: 'cash',
        maxFriends: 2,
        milestones: PROMOTIONS[0].referral!.milestones,
      }),
    ]);
  });

  it('when a code is unknown or belongs to another brand, then registration is refused with a clear message and nothing is written; an agent code still makes the upline', async () => {
    const before = await sql<{ n: string }>`select count(*)::text as n from members`.execute(t.portal.db);
    const unknown = await h.register({ referralCode: 'RZZZZZZZZZ' });
    expect(unknown.res.status).toBe(400);
    expect(unknown.res.json().message).toBe(en.invalidInvitationCode);
    const borealisPlayer = await h.player(BOREALIS, 'borealis');
    const foreign = await h.register({ referralCode: borealisPlayer.code });
    expect(foreign.res.status).toBe(400);
    const after = await sql<{ n: string }>`select count(*)::text as n from members`.execute(t.portal.db);
    expect(Number(after.rows[0].n)).toBe(Number(before.rows[0].n) + 1); // the borealis player only
    const agent = await h.register({ referralCode: 'DEMO1234' });
    expect(agent.res.status, agent.res.text).toBe(200);
    expect((await call(t, agent.client, 'GET', '/wps/member/info')).json().value.toUpline).toBe(true);
    const link = await sql`select 1 from referrals where tenant_id = 'aurora' and friend_id = ${await h.memberIdOf(agent.username)}::int8`.execute(t.portal.db);
    expect(link.rows).toEqual([]);
  });

  it('when a trial account or a self-referral is tried, then it is refused: trial accounts have no code and the table refuses a member as their own referrer', async () => {
    const trial = await t.request('/wps/session/login/freeplay', { method: 'POST', host: AURORA, headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(trial.status, trial.text).toBe(200);
    const trialClient = { host: AURORA, bearer: trial.json().value.token as string };
    const page = await h.overview(trialClient);
    expect(page.status).toBe(403);
    const info = (await call(t, trialClient, 'GET', '/wps/member/info')).json().value;
    const trialRow = await t.portal.services.accounts.members.findByAccount('aurora', info.account);
    expect(trialRow!.referralCode).toBeNull();
    const me = await h.player();
    await expect(
      sql`insert into referrals (tenant_id, friend_id, referrer_id, code) values ('aurora', ${me.memberId}::int8, ${me.memberId}::int8, ${me.code})`.execute(
        t.portal.db,
      ),
    ).rejects.toThrow(/referrals_not_self/);
  });

  it('when an aurora session asks on borealis or bad input is sent, then it is refused clearly and nothing is shown', async () => {
    const referrer = await h.player();
    const cross = await call(t, { host: BOREALIS, bearer: referrer.client.bearer }, 'GET', '/wps/promotions/referral/overview');
    expect(cross.status).toBe(401);
    const signedOut = await call(t, { host: AURORA }, 'GET', '/wps/promotions/referral/overview');
    expect(signedOut.status).toBe(401);
    const bad = await h.overview(referrer.client, `?language=${'x'.repeat(50)}`);
    expect(bad.status).toBe(400);
    expect(bad.json().success).toBe(false);
    const extra = await h.overview(referrer.client, '?memberId=1');
    expect(extra.status).toBe(400);
  });

  it('when a member signs in from the app (signed header), then the app bonus is paid once; a browser, a bad or stale signature and an uncounted platform pay nothing', async () => {
    const p = await h.player();
    const login = (headers: Record<string, string>) => loginBearer(t, AURORA, p.account, 'Secret123', {}, headers);
    const now = Date.now();
    expect((await login({})).status).toBe(200);
    expect((await login({ 'x-app-client': appClientHeader('wrong-key-wrong-key-wrong-key-wrong', 'android', 'aurora', now) })).status).toBe(200);
    expect((await login({ 'x-app-client': appClientHeader(APP_KEY, 'android', 'aurora', now - 10 * 60_000) })).status).toBe(200);
    expect((await login({ 'x-app-client': appClientHeader(APP_KEY, 'android', 'borealis', now) })).status).toBe(200);
    expect((await login({ 'x-app-client': appClientHeader(APP_KEY, 'ios', 'aurora', now) })).status).toBe(200); // platforms: android only
    await h.drain();
    expect(await h.grantsOf(p.memberId)).toEqual([]);
    expect((await login({ 'x-app-client': appClientHeader(APP_KEY, 'android', 'aurora', Date.now()) })).status).toBe(200);
    expect((await login({ 'x-app-client': appClientHeader(APP_KEY, 'android', 'aurora', Date.now()) })).status).toBe(200);
    await h.drain();
    expect(await h.grantsOf(p.memberId)).toEqual([[`app:app:${p.memberId}`, 800]]);
    const events = await t.portal.services.events.ofMember('aurora', p.memberId, 'member.app_signed_in');
    expect(events.map((e) => e.payload.platform).sort()).toEqual(['android', 'ios']);
    expect(await h.balanceOf(p.client)).toBe(800);
  });

  it('when 20 engine drains race over many friends, then every milestone pays once and the ledger balances', async () => {
    const referrer = await h.player();
    const other = await h.player();
    const friends = await Promise.all(Array.from({ length: 4 }, (_, i) => h.register({ referralCode: (i % 2 ? referrer : other).code })));
    for (const f of friends) await h.deposit(f.client, 20_000);
    for (const f of friends) await h.settledRound(await h.memberIdOf(f.username), 60_000);
    await Promise.all(Array.from({ length: 20 }, () => t.portal.services.promotions.drainEvents()));
    await h.drain();
    const counts = await sql<{ n: string; keys: string }>`
      select count(*) as n, count(distinct grant_key) as keys from promotion_grants where tenant_id = 'aurora'`.execute(t.portal.db);
    expect(counts.rows[0].n).toBe(counts.rows[0].keys);
    expect(await h.balanceOf(referrer.client)).toBe(2 * (300 + 1_000 + 2_000));
    expect(await h.balanceOf(other.client)).toBe(2 * (300 + 1_000 + 2_000));
    const audit = await auditLedger(t.portal.db, { tenantId: 'aurora' });
    expect(audit.problems).toEqual([]);
    expect(await t.portal.services.events.failures('rewards')).toEqual([]);
  });
});

describe('referral milestones on postgres, two instances', () => {
  let database: TestDatabase;
  let t: TestApp;
  let twin: TestApp;
  const h = helpers(() => t);

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    t = await startTestApp({ database, tenants: tenantsWith() });
    twin = await startTestApp({ database, tenants: tenantsWith() });
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
    await database?.drop();
  });

  it('when two instances drain the same friends’ events 20 times at once, then each milestone and app bonus is paid exactly once', async () => {
    const referrer = await h.player();
    const friends = await Promise.all(Array.from({ length: 2 }, () => h.register({ referralCode: referrer.code })));
    for (const f of friends) {
      await h.deposit(f.client, 20_000);
      await h.settledRound(await h.memberIdOf(f.username), 50_000);
    }
    const app = appClientHeader(APP_KEY, 'android', 'aurora', Date.now());
    expect((await loginBearer(t, AURORA, referrer.account, 'Secret123', {}, { 'x-app-client': app })).status).toBe(200);
    expect((await loginBearer(twin, AURORA, referrer.account, 'Secret123', {}, { 'x-app-client': app })).status).toBe(200);
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? twin : t).portal.services.promotions.drainEvents()));
    await h.drain();
    expect(await h.balanceOf(referrer.client)).toBe(2 * (300 + 1_000 + 2_000) + 800);
    const counts = await sql<{ n: string; keys: string }>`
      select count(*) as n, count(distinct grant_key) as keys from promotion_grants where tenant_id = 'aurora'`.execute(t.portal.db);
    expect(counts.rows[0].n).toBe(counts.rows[0].keys);
    const audit = await auditLedger(t.portal.db, { tenantId: 'aurora' });
    expect(audit.problems).toEqual([]);

    // Staff see why each grant was paid: the friend and milestone, or the app sign-in.
    const marketing = await newSignedInStaff(t, 'marketing', ['aurora']);
    const grants = (await asStaff(t, marketing, 'GET', `/bo/api/brands/aurora/promotions/grants?account=${referrer.account}`)).json().value;
    const reasons = grants.items.map((g: { reason?: unknown }) => g.reason);
    expect(reasons).toContainEqual({ type: 'app', platform: 'android' });
    expect(reasons).toContainEqual({ type: 'referrer', milestone: 'firstDeposit', otherAccount: friends[0].username });
    expect(reasons.filter((r: { type: string }) => r.type === 'referrer')).toHaveLength(6);
  });
});
