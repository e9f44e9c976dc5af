// Promotions part 2 over real HTTP (issue 19): an 'apply' activity from the player's application with an image
// through a staff review in the back office to the claim in the reward centre (once, however often it is
// clicked), rebates accrued from settled rounds and claimed within the cap, the automatic rebate paid exactly
// once per ended day by two app instances on one PostgreSQL, bonus cancellation by staff in two steps, and
// brand scope and bad input refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const text = (s: string) => ({ EN: s });
let seq = 0;

/** A clock the test moves: 10:00 Manila time on 2 March 2026 to start with. */
const clock = {
  at: new Date('2026-03-02T02:00:00Z'),
  now() {
    return this.at;
  },
};

const PROMOTIONS = [
  {
    id: 'story',
    type: 'apply',
    category: 'other',
    title: text('Share your story'),
    summary: text('Apply'),
    rules: [text('Apply with a screenshot.')],
    award: { kind: 'cash' },
    apply: { maxAmount: 5_000, claimWithinDays: 3 },
  },
  {
    id: 'rebate',
    type: 'rebate',
    category: 'rebate',
    title: text('Daily rebate'),
    summary: text('1%'),
    rules: [text('Claim it.')],
    award: { kind: 'cash' },
    rebate: { period: 'daily', claim: 'manual', ratesBasisPoints: { RNG: 100, LIVE: 50 }, capPerPeriod: 1_500, claimWithinDays: 2 },
  },
  {
    id: 'auto-rebate',
    type: 'rebate',
    category: 'rebate',
    title: text('Automatic rebate'),
    summary: text('0.5%'),
    rules: [text('Paid daily.')],
    award: { kind: 'cash' },
    rebate: { period: 'daily', claim: 'auto', ratesBasisPoints: { RNG: 50 } },
  },
  {
    id: 'welcome',
    type: 'deposit',
    category: 'deposit',
    title: text('Welcome'),
    summary: text('100%'),
    rules: [text('First deposit.')],
    deposit: { which: 'first' },
    award: { kind: 'bonus', percentBasisPoints: 10_000 },
    wagering: { multiplier: 3 },
  },
];

describe('promotion claims on postgres, two instances', () => {
  let database: TestDatabase;
  let t: TestApp;
  let twin: TestApp;
  let marketing: StaffClient;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const tenants = {
      aurora: { ...readFixtureTenant('aurora'), settings: { ...readFixtureTenant('aurora').settings, timeZone: 'Asia/Manila' }, promotions: PROMOTIONS },
      borealis: readFixtureTenant('borealis'),
    };
    t = await startTestApp({ database, tenants, rewardsClock: clock });
    twin = await startTestApp({ database, tenants, rewardsClock: clock });
    marketing = await newSignedInStaff(t, 'marketing', ['aurora']);
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
    await database?.drop();
  });

  const drain = async () => {
    await eventually(async () => {
      await t.portal.services.promotions.drainEvents();
      expect(await t.portal.services.events.caughtUp('rewards')).toBe(true);
    });
  };
  const balanceOf = async (c: Client) => (await call(t, c, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;

  async function player(host = AURORA, tenantId = 'aurora'): Promise<{ client: Client; memberId: number; account: string }> {
    const account = `pc${Date.now() % 1_000_000}${++seq}`;
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

  /** A real-money round closed now (by the test's clock) through game_round_change. */
  async function settledRound(memberId: number, bet: number, gameType = 'RNG'): Promise<void> {
    await sql`
      select game_round_change('aurora', 'TEST', ${`r${++seq}`}, ${memberId}::int8, 'g1', ${gameType}, 'PHP', false, ${bet}::int8, 0::int8, 0::int8, true)`.execute(
      t.portal.db,
    );
    // The event's time is the transaction's: put it at the test clock's instant.
    await sql`update domain_events set occurred_at = ${clock.now()} where dedupe_key = ${`TEST:r${seq}:${memberId}`}`.execute(t.portal.db);
  }

  const upload = (c: Client, id: number, bytes: Buffer, type = 'image/png') =>
    t.request(`/wps/promotions/applications/${id}/images`, {
      method: 'POST',
      host: c.host,
      headers: { authorization: `Bearer ${c.bearer}`, 'content-type': type, 'x-language': 'EN' },
      body: bytes,
    });

  it('when a player applies with an image and staff approve, then the reward is claimable once and pays once, even with 20 claims at once', async () => {
    const { client, memberId } = await player();
    const applied = await call(t, client, 'POST', '/wps/promotions/story/applications', { comment: 'Won big on Fortune Reels' });
    expect(applied.status).toBe(200);
    const id = applied.json().value.id as number;
    expect((await upload(client, id, PNG)).json().value).toMatchObject({ status: 'applying', imageCount: 1 });
    expect((await call(t, client, 'POST', '/wps/promotions/story/applications', { comment: 'again' })).json().message).toBe(en.applicationPending);

    const list = await asStaff(t, marketing, 'GET', '/bo/api/brands/aurora/promotions/applications');
    const item = list.json().value.items.find((a: { id: number }) => a.id === id);
    expect(item).toMatchObject({ memberId, status: 'applying', imageCount: 1, comment: 'Won big on Fortune Reels', maxAmount: 5_000 });
    const image = await asStaff(t, marketing, 'GET', `/bo/api/brands/aurora/promotions/applications/${id}/images/1`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const tooMuch = await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/promotions/applications/${id}`, { decision: 'approve', amount: 5_001 });
    expect(tooMuch.status).toBe(400);
    const approved = await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/promotions/applications/${id}`, { decision: 'approve', amount: 3_000 });
    expect(approved.json().value).toMatchObject({ status: 'issued', amount: 3_000 });
    const twice = await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/promotions/applications/${id}`, { decision: 'reject', reason: 'changed my mind' });
    expect(twice.status).toBe(409);
    expect((await upload(client, id, PNG)).json().message).toBe(en.applicationNotOpen);

    const rewards = (await call(t, client, 'GET', '/wps/rewards')).json().value;
    expect(rewards.claimableCount).toBe(1);
    const rewardId = rewards.list[0].id as number;
    const before = await balanceOf(client);
    const claims = await Promise.all(Array.from({ length: 20 }, () => call(t, client, 'POST', `/wps/rewards/${rewardId}/claim`)));
    expect(claims.filter((r) => r.status === 200)).toHaveLength(1);
    expect(claims.filter((r) => r.status === 409).every((r) => r.json().message === en.rewardClaimed)).toBe(true);
    expect(await balanceOf(client)).toBe(before + 3_000);
    expect((await call(t, client, 'GET', '/wps/promotions/story')).json().value).toMatchObject({ status: 'claimed', application: { status: 'claimed' } });
  });

  it('when staff reject an application, then the player sees the reason and may apply again; a long comment or a text file is refused', async () => {
    const { client } = await player();
    const id = (await call(t, client, 'POST', '/wps/promotions/story/applications', {})).json().value.id as number;
    const rejected = await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/promotions/applications/${id}`, {
      decision: 'reject',
      reason: 'No screenshot attached',
    });
    expect(rejected.json().value.status).toBe('rejected');
    expect((await call(t, client, 'GET', '/wps/promotions/story')).json().value.application).toMatchObject({
      status: 'rejected',
      reason: 'No screenshot attached',
    });
    expect((await call(t, client, 'POST', '/wps/promotions/story/applications', { comment: 'x'.repeat(141) })).status).toBe(400);
    const again = (await call(t, client, 'POST', '/wps/promotions/story/applications', { comment: 'With the screenshot' })).json().value.id as number;
    expect((await upload(client, again, Buffer.from('not an image'), 'image/png')).status).toBe(415);
    expect((await call(t, client, 'GET', '/wps/promotions/story')).json().value.application).toMatchObject({ id: again, status: 'applying', imageCount: 0 });
  });

  it('when settled rounds accrue rebate, then a claim pays the rated amount up to the daily cap, a second claim has nothing, and the rest of the day starts from there', async () => {
    const { client, memberId } = await player();
    await settledRound(memberId, 60_000, 'RNG'); // 1 % → 600
    await settledRound(memberId, 40_000, 'LIVE'); // 0.5 % → 200
    await settledRound(memberId, 70_000, 'FISH'); // not rated
    await drain();
    const view = (await call(t, client, 'GET', '/wps/rebate')).json().value.list.find((r: { promotionId: string }) => r.promotionId === 'rebate');
    expect(view).toMatchObject({ total: 800, periodKey: '2026-03-02', cap: 1_500 });
    const before = await balanceOf(client);
    expect((await call(t, client, 'POST', '/wps/rebate/rebate/claim')).json().value.amount).toBe(800);
    expect((await call(t, client, 'POST', '/wps/rebate/rebate/claim')).json().message).toBe(en.rebateNothingToClaim);
    await settledRound(memberId, 100_000, 'RNG'); // 1,000 more, but only 700 left under the cap
    await drain();
    expect((await call(t, client, 'POST', '/wps/rebate/rebate/claim')).json().value.amount).toBe(700);
    expect(await balanceOf(client)).toBe(before + 1_500);
    expect((await call(t, client, 'POST', '/wps/rebate/auto-rebate/claim')).json().message).toBe(en.rebateAutomatic);
  });

  it('when the day ends, then two instances running the automatic rebate pay each member exactly once for it', async () => {
    const a = await player();
    const b = await player();
    await settledRound(a.memberId, 200_000); // 0.5 % → 1,000
    await settledRound(b.memberId, 30_000); // → 150
    await drain();
    const before = [await balanceOf(a.client), await balanceOf(b.client)];
    await t.portal.services.promotions.runRebateJobs(); // the week before 2 March: nothing accrued there
    expect([await balanceOf(a.client), await balanceOf(b.client)]).toEqual(before); // 2 March has not ended
    clock.at = new Date('2026-03-02T16:00:05Z'); // 00:00:05 on 3 March in Manila
    const ran = await Promise.all([
      t.portal.services.promotions.runRebateJobs(),
      twin.portal.services.promotions.runRebateJobs(),
      t.portal.services.promotions.runRebateJobs(),
    ]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
    expect([await balanceOf(a.client), await balanceOf(b.client)]).toEqual([before[0] + 1_000, before[1] + 150]);
    expect(await twin.portal.services.promotions.runRebateJobs()).toBe(0);
  });

  it('when staff cancel an active bonus, then the account must be typed again, the bonus money left goes back, and it is audited; another brand sees nothing', async () => {
    const { client, memberId, account } = await player();
    await t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: `seed-${account}`,
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId },
      amount: 1_000,
      currency: 'PHP',
    });
    await t.portal.services.events.emit({
      tenantId: 'aurora',
      type: 'deposit.credited',
      memberId,
      key: `manual-${account}`,
      payload: { depositId: 900_000 + seq, amount: 20_000, currency: 'PHP', nth: 1 },
    });
    await drain();
    const bonus = (await asStaff(t, marketing, 'GET', `/bo/api/brands/aurora/promotions/bonuses?account=${account}`)).json().value.items[0];
    expect(bonus).toMatchObject({ account, amount: 20_000, wageringRequired: 60_000, state: 'active' });
    const wrong = await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/promotions/bonuses/${bonus.id}/cancel`, {
      reason: 'Bonus abuse',
      confirmAccount: 'someone-else',
    });
    expect(wrong.json().message).toBe(en.bonusCancelConfirmMismatch);
    const outsider = await newSignedInStaff(t, 'marketing', ['borealis']);
    expect(
      (await asStaff(t, outsider, 'POST', `/bo/api/brands/aurora/promotions/bonuses/${bonus.id}/cancel`, { reason: 'Bonus abuse', confirmAccount: account }))
        .status,
    ).toBe(404);
    expect((await asStaff(t, outsider, 'GET', '/bo/api/brands/aurora/promotions/grants')).status).toBe(404);
    const cashier = await newSignedInStaff(t, 'cashier', ['aurora']);
    expect((await asStaff(t, cashier, 'GET', '/bo/api/brands/aurora/promotions/bonuses')).status).toBe(403);
    const cancelled = await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/promotions/bonuses/${bonus.id}/cancel`, {
      reason: 'Bonus abuse',
      confirmAccount: account.toUpperCase(),
    });
    expect(cancelled.json().value).toMatchObject({ state: 'cancelled', forfeitedAmount: 20_000 });
    expect(await balanceOf(client)).toBe(1_000);
    const audit = await sql<{ action: string }>`select action from staff_audit where tenant_id = 'aurora' and action = 'promotion.bonus.cancel'`.execute(
      t.portal.db,
    );
    expect(audit.rows.length).toBeGreaterThanOrEqual(1);
    const grants = (await asStaff(t, marketing, 'GET', `/bo/api/brands/aurora/promotions/grants?account=${account}`)).json().value;
    expect(grants.totals).toEqual([{ promotionId: 'welcome', promotionTitle: 'Welcome', count: 1, amount: 20_000 }]);
    expect(grants.currency).toEqual({ symbol: 'P', minorUnits: 2 });
    // A borealis player's bearer is no aurora session.
    const other = await player(BOREALIS, 'borealis');
    expect((await call(t, { ...other.client, host: AURORA }, 'GET', '/wps/rewards')).status).toBe(401);
  });
});
