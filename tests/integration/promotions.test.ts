// Promotions and the rewards engine over real HTTP on both engines (issue 19): events from real money paths
// (registration, a staff-approved deposit, a closed round) become grants exactly once, bonuses carry their
// weighted wagering, a bonus holds withdrawals until played through or given up, and nothing crosses brands.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const STAFF = { id: 1, username: 'cashier' };
const PAY_PW = '135790';
let seq = 0;
const newKey = () => `promo-key-${Date.now()}-${++seq}`;

const text = (en: string) => ({ EN: en });
const PROMOTIONS = [
  {
    id: 'welcome',
    type: 'deposit',
    category: 'deposit',
    tags: ['NEWBIE'],
    title: text('Welcome bonus'),
    summary: text('100% of the first deposit'),
    rules: [text('Rule one.')],
    deposit: { which: 'first', minAmount: 1_000 },
    award: { kind: 'bonus', percentBasisPoints: 10_000, cap: 20_000 },
    wagering: { multiplier: 2, weights: { LIVE: 10 } },
    limits: { perMember: 1 },
  },
  {
    id: 'daily',
    type: 'deposit',
    category: 'deposit',
    enrolment: 'join',
    title: text('Daily reload'),
    summary: text('10% daily'),
    rules: [text('Join first.')],
    deposit: { which: 'daily' },
    award: { kind: 'cash', percentBasisPoints: 1_000 },
    limits: { perDay: 1 },
  },
  {
    id: 'gift',
    type: 'newbie',
    category: 'newbie',
    title: text('Sign-up gift'),
    summary: text('A gift'),
    rules: [text('On registration.')],
    award: { kind: 'cash', fixedAmount: 500 },
    // New players only: the engine reads the registration inside its own transaction (on PGlite's one connection
    // a read through the pool waited forever).
    eligibility: { registeredWithinDays: 30 },
  },
  {
    id: 'later',
    type: 'newbie',
    category: 'newbie',
    startsAt: '2999-01-01T00:00:00Z',
    title: text('Later'),
    summary: text('Not yet'),
    rules: [text('Later.')],
    award: { kind: 'cash', fixedAmount: 999 },
  },
  {
    id: 'live-story',
    type: 'apply',
    category: 'live',
    title: text('Live table story'),
    summary: text('Tell us your best hand'),
    rules: [text('Staff review.')],
    award: { kind: 'cash' },
    apply: { maxAmount: 5_000 },
  },
];

describe.each(DATABASE_KINDS)('promotions on %s', (kind) => {
  let t: TestApp;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({
      database: kind,
      tenants: { aurora: { ...readFixtureTenant('aurora'), promotions: PROMOTIONS }, borealis: readFixtureTenant('borealis') },
    });
  });
  afterAll(() => t?.close());

  // An event is read once every older transaction of the server has ended (other databases' too): wait for that.
  const drain = async () => {
    await eventually(async () => {
      await t.portal.services.promotions.drainEvents();
      expect(await t.portal.services.events.caughtUp('rewards')).toBe(true);
    });
  };
  const balanceOf = async (c: Client) => (await call(t, c, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;

  /** A new aurora member, signed in, with a payment password and a bank card. */
  async function player(host = AURORA, tenantId = 'aurora'): Promise<{ client: Client; memberId: number; cardId: number }> {
    const account = `pr${Date.now() % 1_000_000}${++seq}`;
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
    expect(login.status).toBe(200);
    const client: Client = { host, bearer: login.json().value.token };
    expect((await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' })).status).toBe(200);
    const card = await call(t, client, 'POST', '/wps/withdrawals/cards', {
      bankName: 'BDO',
      cardHolder: 'JUAN DELA CRUZ',
      cardNumber: '1234567890123',
      paymentPassword: PAY_PW,
    });
    return { client, memberId: created.id, cardId: card.json().value?.id ?? 0 };
  }

  /** A bank deposit of `amount`, approved by staff: the real credit path that writes 'deposit.credited'. */
  async function deposit(c: Client, amount: number): Promise<void> {
    const res = await call(t, c, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount,
      reference: 'TXN',
      idempotencyKey: newKey(),
    });
    expect(res.status).toBe(200);
    await t.portal.services.deposits.approve('aurora', res.json().value.id, STAFF);
  }

  /** A real-money round of `bet` closed through game_round_change (the function every vendor path closes rounds with). */
  async function settledRound(memberId: number, bet: number, gameType = 'RNG'): Promise<void> {
    const round = `r${++seq}`;
    await sql`select game_round_change('aurora', 'TEST', ${round}, ${memberId}::int8, 'g1', ${gameType}, 'PHP', false, ${bet}::int8, 0::int8, 0::int8, true)`.execute(
      t.portal.db,
    );
  }

  const withdraw = (c: Client, cardId: number, amount: number) =>
    call(t, c, 'POST', '/wps/withdrawals', { cardId, amount, paymentPassword: PAY_PW, idempotencyKey: newKey() });

  it('when a member registers, then the open sign-up gift is paid once in cash and a gift that has not started is not', async () => {
    const { client, memberId } = await player();
    await drain();
    await drain();
    expect(await balanceOf(client)).toBe(500);
    const grants = await sql<{
      promotion_id: string;
    }>`select promotion_id from promotion_grants where tenant_id = 'aurora' and member_id = ${memberId}::int8`.execute(t.portal.db);
    expect(grants.rows.map((r) => r.promotion_id)).toEqual(['gift']);
  });

  it('when the first deposit is credited, then a capped 100% bonus with its wagering is granted once; a second deposit earns no welcome bonus', async () => {
    const { client } = await player();
    await deposit(client, 30_000);
    await deposit(client, 12_000);
    await drain();
    const bonuses = (await call(t, client, 'GET', '/wps/bonuses')).json().value;
    expect(bonuses.list).toHaveLength(1);
    expect(bonuses.list[0]).toMatchObject({
      promotionId: 'welcome',
      amount: 20_000,
      wageringRequired: 40_000,
      wageringDone: 0,
      state: 'active',
      title: 'Welcome bonus',
    });
    expect(bonuses.hold).toEqual({ active: true, remainingTurnover: 40_000 });
    expect(await balanceOf(client)).toBe(500 + 30_000 + 12_000 + 20_000);
  });

  it('when a bonus is active, then a withdrawal is refused with the remaining turnover and holds nothing; settled stakes (weighted) clear it and the withdrawal goes through', async () => {
    const { client, memberId, cardId } = await player();
    await deposit(client, 10_000);
    await drain();
    const before = await balanceOf(client);
    const refused = await withdraw(client, cardId, 20_000);
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe(en.bonusWageringOpen.replace('{{remaining}}', 'P200.00'));
    expect(await balanceOf(client)).toBe(before);
    await settledRound(memberId, 100_000, 'LIVE'); // counts 10 %: 10,000 of the 20,000 (2 × the 10,000 bonus)
    await drain();
    let bonus = (await call(t, client, 'GET', '/wps/bonuses')).json().value.list[0];
    expect(bonus).toMatchObject({ wageringDone: 10_000, state: 'active' });
    await settledRound(memberId, 15_000, 'RNG'); // counts in full, capped at what is left
    await drain();
    bonus = (await call(t, client, 'GET', '/wps/bonuses')).json().value.list[0];
    expect(bonus).toMatchObject({ wageringDone: 20_000, state: 'cleared' });
    expect((await withdraw(client, cardId, 20_000)).status).toBe(200);
  });

  it('when a round closed before the bonus was granted is replayed or settled late, then it never counts; a replayed event counts once', async () => {
    const { client, memberId } = await player();
    await settledRound(memberId, 50_000);
    await deposit(client, 10_000);
    await drain();
    expect((await call(t, client, 'GET', '/wps/bonuses')).json().value.list[0].wageringDone).toBe(0);
    await settledRound(memberId, 3_000);
    await drain();
    // Replaying every event from the start: grants and wagering stay as they are.
    await sql`update event_cursors set tx_id = '0', event_id = 0 where consumer = 'rewards'`.execute(t.portal.db);
    await drain();
    const value = (await call(t, client, 'GET', '/wps/bonuses')).json().value;
    expect(value.list).toHaveLength(1);
    expect(value.list[0].wageringDone).toBe(3_000);
  });

  it('when the player gives an active bonus up, then what is left of it returns to the promotions account and withdrawals open; a second forfeit is refused', async () => {
    const { client, cardId } = await player();
    await deposit(client, 20_000);
    await drain();
    const bonus = (await call(t, client, 'GET', '/wps/bonuses')).json().value.list[0];
    const before = await balanceOf(client);
    const res = await call(t, client, 'POST', `/wps/bonuses/${bonus.id}/forfeit`, { confirm: true });
    expect(res.status).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'forfeited', forfeitedAmount: 20_000 });
    expect(await balanceOf(client)).toBe(before - 20_000);
    const again = await call(t, client, 'POST', `/wps/bonuses/${bonus.id}/forfeit`, { confirm: true });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe(en.bonusNotActive);
    expect((await withdraw(client, cardId, 20_000)).status).toBe(200);
  });

  it('when a join promotion is joined, then only deposits after joining earn it, at most once a day', async () => {
    const { client } = await player();
    await deposit(client, 10_000); // first deposit: welcome bonus only (not joined the daily yet)
    const joined = await call(t, client, 'POST', '/wps/promotions/daily/join');
    expect(joined.status).toBe(200);
    expect(joined.json().value.status).toBe('joined');
    await deposit(client, 20_000);
    await deposit(client, 30_000);
    await drain();
    const grants = await sql<{ promotion_id: string; amount: bigint }>`
      select g.promotion_id, g.amount from promotion_grants g join members m on m.tenant_id = g.tenant_id and m.id = g.member_id
      where g.tenant_id = 'aurora' and g.promotion_id = 'daily' and m.id = (select member_id from promotion_entries where promotion_id = 'daily' order by joined_at desc limit 1)`.execute(
      t.portal.db,
    );
    expect(grants.rows.map((r) => Number(r.amount))).toEqual([2_000]);
    const noJoin = await call(t, client, 'POST', '/wps/promotions/welcome/join');
    expect(noJoin.status).toBe(409);
    expect(noJoin.json().message).toBe(en.promotionNoJoin);
  });

  it('when the list is read signed out and signed in, then each promotion has the viewer status; an unknown id and bad input are clear errors', async () => {
    const signedOut = await t.get('/wps/promotions?language=EN');
    expect(signedOut.status).toBe(200);
    const byId = Object.fromEntries(signedOut.json().value.list.map((p: { id: string; status: string }) => [p.id, p.status]));
    expect(byId).toEqual({ welcome: 'join', daily: 'join', gift: 'join', later: 'coming', 'live-story': 'join' });
    const { client } = await player();
    await drain();
    const mine = Object.fromEntries(
      (await call(t, client, 'GET', '/wps/promotions')).json().value.list.map((p: { id: string; status: string }) => [p.id, p.status]),
    );
    expect(mine).toMatchObject({ welcome: 'joined', daily: 'join', gift: 'issued' });
    const detail = (await t.get('/wps/promotions/welcome?language=EN')).json().value;
    expect(detail.terms).toMatchObject({ awardKind: 'bonus', percentBasisPoints: 10_000, cap: 20_000, wageringMultiplier: 2, depositWhich: 'first' });
    expect((await t.get('/wps/promotions/nope?language=EN')).json().message).toBe(en.promotionNotFound);
    expect((await t.get('/wps/promotions/BAD!')).status).toBe(400);
    expect((await call(t, client, 'GET', '/wps/bonuses?pageNo=0')).status).toBe(400);
    expect((await call(t, client, 'POST', '/wps/bonuses/1/forfeit', { confirm: false })).status).toBe(400);
    expect((await call(t, client, 'POST', '/wps/bonuses/99999999999999999999/forfeit', { confirm: true })).status).toBe(400);
  });

  it("when a game category's page asks for its announcements, then only the open promotions about it come, as every visitor sees them", async () => {
    const live = await t.get('/wps/games/announcements?gameType=LIVE&language=EN');
    expect(live.json().value.promotion.map((p: { id: string; title: string; status: string }) => [p.id, p.title, p.status])).toEqual([
      ['live-story', 'Live table story', 'join'],
    ]);
    expect((await t.get('/wps/games/announcements?gameType=RNG')).json().value.promotion).toEqual([]);
    expect((await t.get('/wps/games/announcements?gameType=LIVE', { host: BOREALIS })).json().value.promotion).toEqual([]);
    const bad = await t.get('/wps/games/announcements?gameType=BINGO&language=EN');
    expect([bad.status, bad.json().code]).toEqual([400, 'validation']);
    expect((await t.get('/wps/games/announcements')).status).toBe(400);
  });

  it("when a borealis session asks for an aurora member's bonus, then it is not found and nothing changes", async () => {
    const a = await player();
    await deposit(a.client, 10_000);
    await drain();
    const bonus = (await call(t, a.client, 'GET', '/wps/bonuses')).json().value.list[0];
    const b = await player(BOREALIS, 'borealis');
    const res = await call(t, b.client, 'POST', `/wps/bonuses/${bonus.id}/forfeit`, { confirm: true });
    expect(res.status).toBe(404);
    expect((await call(t, b.client, 'GET', '/wps/bonuses')).json().value.list).toEqual([]);
    // An aurora bearer on the borealis host is no session there.
    expect((await call(t, { ...a.client, host: BOREALIS }, 'GET', '/wps/bonuses')).status).toBe(401);
    expect((await call(t, a.client, 'GET', '/wps/bonuses')).json().value.list[0].state).toBe('active');
  });

  it('when 50 engine runs race over the same events, then every grant is paid once and the ledger balances', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => player()));
    for (const p of players) await deposit(p.client, 10_000);
    await Promise.all(Array.from({ length: 50 }, () => t.portal.services.promotions.drainEvents()));
    await drain();
    const counts = await sql<{ n: string; keys: string }>`
      select count(*) as n, count(distinct grant_key) as keys from promotion_grants where tenant_id = 'aurora'`.execute(t.portal.db);
    expect(counts.rows[0].n).toBe(counts.rows[0].keys);
    for (const p of players) expect(await balanceOf(p.client)).toBe(500 + 10_000 + 10_000);
    const audit = await auditLedger(t.portal.db, { tenantId: 'aurora' });
    expect(audit.problems).toEqual([]);
    expect(audit.sound).toBe(true);
    expect(await t.portal.services.events.failures('rewards')).toEqual([]);
  });
});
