// Player protection limits (issue 22) over real HTTP on both engines: a decrease applies at once, an increase
// only after the 24-hour cooling-off (test clock) and can be cancelled; bad input is refused with its code and
// changes nothing; a deposit over the deposit limit is refused before any row is written; a vendor's seamless
// bet over a loss or wager limit is refused in game_stake with the vendor's code and moves no money; 50 bets
// racing a loss limit never pass it; wins are never blocked; staff read the limits; brands stay apart.
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { STATEMENT_PAGE } from '../../server/features/limits/limits.service.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const VENDOR = 'ORIGINALS';
const GAME = 'fortune-reels';
const SECRET: string = readFixtureTenant('aurora').secrets.vendorSecrets.ORIGINALS;
const HOUR = 3_600_000;
const en = catalogue('en').errors;
const hmac = (raw: string) => createHmac('sha256', SECRET).update(raw, 'utf8').digest('hex');

let seq = 0;
const next = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

interface Player {
  id: number;
  playerId: string;
  client: Client;
  token: string;
}

describe.each(DATABASE_KINDS)('player limits on %s', (kind) => {
  let t: TestApp;
  let now = Date.now();
  const aurora = readFixtureTenant('aurora');

  beforeAll(async () => {
    t = await startTestApp({
      database: kind,
      limitsClock: { now: () => new Date(now) },
      tenants: {
        aurora: { ...aurora, responsibleGaming: { limits: { periods: ['day', 'week'], maximums: { deposit: 1_000_000, loss: 1_000_000, wager: 5_000_000 } } } },
        borealis: readFixtureTenant('borealis'),
      },
    });
  });
  afterAll(() => t?.close());

  const wallet = () => t.portal.services.wallet;
  const balanceOf = async (memberId: number) => (await wallet().balance('aurora', memberId, 'PHP')).sumBalance;

  async function newPlayer(account: string, funds: number): Promise<Player> {
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error(`${account} exists`);
    if (funds > 0) {
      await wallet().transfer({
        tenantId: 'aurora',
        idempotencyKey: `seed:${account}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: created.id },
        amount: funds,
        currency: 'PHP',
      });
    }
    const login = await loginBearer(t, AURORA, account, 'Secret123');
    if (login.status !== 200) throw new Error(login.text);
    const client: Client = { host: AURORA, bearer: login.json().value.token };
    const launched = await call(t, client, 'GET', `/wps/relay/GCS_gameLaunchFB?vendor=${VENDOR}&gameCode=${GAME}`);
    const token = /[?&]token=([^&]+)/.exec(launched.json().value?.url ?? '')?.[1];
    if (!token) throw new Error(`launch: ${launched.text}`);
    return { id: created.id, playerId: String(created.id), client, token };
  }

  function vendor(action: 'bet' | 'win', p: Player, body: { txId: string; roundId: string; amount: number }) {
    const raw = JSON.stringify({ playerId: p.playerId, timestamp: Date.now(), currency: 'PHP', token: p.token, gameCode: GAME, ...body });
    return t.request(`/wps/vendor/${VENDOR}/${action}`, {
      method: 'POST',
      host: AURORA,
      headers: { 'content-type': 'application/json', 'x-signature': hmac(raw) },
      body: raw,
    });
  }

  const view = async (p: Player) => (await call(t, p.client, 'GET', '/wps/limits')).json().value;
  const limitOf = async (p: Player, k: string, period: string) => (await view(p)).limits.find((l: any) => l.kind === k && l.period === period);
  const setLimit = (p: Player, k: string, period: string, amount: unknown) => call(t, p.client, 'PUT', `/wps/limits/${k}/${period}`, { amount });
  const rows = async (p: Player) =>
    Number((await sql<{ n: string }>`select count(*) as n from player_limit_changes where member_id = ${p.id}`.execute(t.portal.db)).rows[0]!.n);

  it('when a player lowers a limit, then it applies at once and the change is in the history', async () => {
    const p = await newPlayer(next('lim_dec'), 0);
    expect((await setLimit(p, 'deposit', 'day', 50_000)).status).toBe(200);
    const res = await setLimit(p, 'deposit', 'day', 20_000);
    expect(res.status).toBe(200);
    const limit = res.json().value.limits[0];
    expect(limit).toMatchObject({ kind: 'deposit', period: 'day', amount: 20_000, pendingAmount: null, pendingFrom: null, pendingRemoval: false });
    expect(res.json().value.history.map((h: any) => h.action)).toEqual(['decreased', 'set']);
  });

  it('when ten first settings of one limit race, then none fails: one sets it, the lower ones lower it, the higher ones wait or are refused as pending', async () => {
    const p = await newPlayer(next('lim_first'), 0);
    const amounts = Array.from({ length: 10 }, (_, i) => 10_000 + i * 1_000);
    const results = await Promise.all(amounts.map((amount) => setLimit(p, 'wager', 'week', amount)));
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.json().code === 'limitChangePending'))).toBe(true);
    const limit = (await call(t, p.client, 'GET', '/wps/limits'))
      .json()
      .value.limits.filter((l: { kind: string; period: string }) => l.kind === 'wager' && l.period === 'week');
    expect(limit).toHaveLength(1);
    expect(await rows(p)).toBe(results.filter((r) => r.status === 200).length);
  });

  it('when a player raises a limit, then it waits 24 hours (another raise meanwhile is refused), and applies once the clock passes it', async () => {
    const p = await newPlayer(next('lim_inc'), 0);
    await setLimit(p, 'loss', 'week', 10_000);
    const raised = await setLimit(p, 'loss', 'week', 30_000);
    expect(raised.status).toBe(200);
    expect(await limitOf(p, 'loss', 'week')).toMatchObject({ amount: 10_000, pendingAmount: 30_000, pendingRemoval: false });

    const before = await rows(p);
    const again = await setLimit(p, 'loss', 'week', 40_000);
    expect([again.status, again.json().code]).toEqual([409, 'limitChangePending']);
    expect(again.json().message).toBe(en.limitChangePending);
    expect(await rows(p)).toBe(before);

    now += 23 * HOUR;
    expect((await limitOf(p, 'loss', 'week')).amount).toBe(10_000);
    now += 1 * HOUR + 1000;
    expect(await limitOf(p, 'loss', 'week')).toMatchObject({ amount: 30_000, pendingAmount: null });
    expect((await view(p)).history[0]).toMatchObject({ action: 'increased', oldAmount: 10_000, newAmount: 30_000 });
  });

  it('when a player cancels a waiting removal, then the limit stays; a removal once due ends the limit', async () => {
    const p = await newPlayer(next('lim_rm'), 0);
    await setLimit(p, 'wager', 'day', 10_000);
    expect((await call(t, p.client, 'DELETE', '/wps/limits/wager/day')).status).toBe(200);
    expect(await limitOf(p, 'wager', 'day')).toMatchObject({ pendingRemoval: true });
    expect((await call(t, p.client, 'POST', '/wps/limits/wager/day/cancel')).status).toBe(200);
    expect(await limitOf(p, 'wager', 'day')).toMatchObject({ amount: 10_000, pendingRemoval: false, pendingFrom: null });
    const nothing = await call(t, p.client, 'POST', '/wps/limits/wager/day/cancel');
    expect([nothing.status, nothing.json().code]).toEqual([409, 'limitNoPendingChange']);

    await call(t, p.client, 'DELETE', '/wps/limits/wager/day');
    now += 24 * HOUR + 1000;
    expect(await limitOf(p, 'wager', 'day')).toBeUndefined();
    expect((await view(p)).history[0]).toMatchObject({ action: 'removed', oldAmount: 10_000 });
  });

  it('when the amount is zero, negative, not a number, above the brand maximum, or the period is malformed or not offered, then it is refused with its code and nothing changes', async () => {
    const p = await newPlayer(next('lim_bad'), 0);
    await setLimit(p, 'deposit', 'day', 10_000);
    const before = await rows(p);
    for (const amount of [0, -5, 1.5, '100']) {
      const res = await setLimit(p, 'deposit', 'day', amount);
      expect([res.status, res.json().code]).toEqual([400, 'validation']);
    }
    const above = await setLimit(p, 'deposit', 'week', 1_000_001);
    expect([above.status, above.json().code]).toEqual([400, 'limitAboveMaximum']);
    expect(above.json().message).toContain('10,000.00');
    const malformed = await setLimit(p, 'deposit', 'year', 10_000);
    expect([malformed.status, malformed.json().code]).toEqual([400, 'validation']);
    const notOffered = await setLimit(p, 'deposit', 'month', 10_000);
    expect([notOffered.status, notOffered.json().code]).toEqual([400, 'limitPeriodNotOffered']);
    const same = await setLimit(p, 'deposit', 'day', 10_000);
    expect([same.status, same.json().code]).toEqual([409, 'limitUnchanged']);
    expect(await rows(p)).toBe(before);
    expect((await limitOf(p, 'deposit', 'day')).amount).toBe(10_000);
  });

  it('when a deposit would pass the deposit limit, then it is refused before any deposit is recorded; below it, it goes through', async () => {
    const p = await newPlayer(next('lim_dep'), 0);
    await setLimit(p, 'deposit', 'day', 30_000);
    const deposit = (amount: number) =>
      call(t, p.client, 'POST', '/wps/deposits/bank', { methodId: 'bank', bankAccountId: 'bdo-1', amount, reference: 'TXN 1', idempotencyKey: next('key') });
    expect((await deposit(20_000)).status).toBe(200);
    const count = async () => Number((await sql<{ n: string }>`select count(*) as n from deposits where member_id = ${p.id}`.execute(t.portal.db)).rows[0]!.n);
    const refused = await deposit(20_000);
    expect([refused.status, refused.json().code]).toEqual([409, 'depositLimitReached']);
    expect(refused.json().message).toContain('100.00');
    expect(await count()).toBe(1);
    expect((await deposit(10_000)).status).toBe(200);
    expect((await limitOf(p, 'deposit', 'day')).used).toBe(30_000);
  });

  it('when 20 deposits of 10,000 race a deposit limit of 30,000, then exactly 3 are recorded', async () => {
    const p = await newPlayer(next('lim_deprace'), 0);
    await setLimit(p, 'deposit', 'week', 30_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, p.client, 'POST', '/wps/deposits/bank', {
          methodId: 'bank',
          bankAccountId: 'bdo-1',
          amount: 10_000,
          reference: 'RACE',
          idempotencyKey: next('key'),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).map((r) => r.json().code)).toEqual(Array(17).fill('depositLimitReached'));
    const total = await sql<{ n: string }>`select coalesce(sum(amount), 0) as n from deposits where member_id = ${p.id}`.execute(t.portal.db);
    expect(Number(total.rows[0]!.n)).toBe(30_000);
  });

  it('when a seamless bet would pass the loss limit, then the vendor gets 409 lossLimitReached with the balance, and no money moves; a win still pays', async () => {
    const p = await newPlayer(next('lim_loss'), 100_000);
    await setLimit(p, 'loss', 'day', 5_000);
    const round = next('round');
    expect((await vendor('bet', p, { txId: next('bet'), roundId: round, amount: 3_000 })).status).toBe(200);
    const balance = await balanceOf(p.id);
    const transfers = async () => Number((await sql<{ n: string }>`select count(*) as n from ledger_transfers`.execute(t.portal.db)).rows[0]!.n);
    const before = await transfers();
    const refused = await vendor('bet', p, { txId: next('bet'), roundId: round, amount: 3_000 });
    expect([refused.status, refused.json().code]).toEqual([409, 'lossLimitReached']);
    expect(refused.json().value).toEqual({ playerId: p.playerId, balance, currency: 'PHP' });
    expect(await balanceOf(p.id)).toBe(balance);
    expect(await transfers()).toBe(before);
    // A win is never blocked, and what it brings back makes room under the loss limit.
    expect((await vendor('win', p, { txId: next('win'), roundId: round, amount: 2_000 })).status).toBe(200);
    expect((await vendor('bet', p, { txId: next('bet'), roundId: next('round'), amount: 3_000 })).status).toBe(200);
    expect((await limitOf(p, 'loss', 'day')).used).toBe(4_000);
  });

  it('when a seamless bet would pass the wager limit, then it is refused with wagerLimitReached', async () => {
    const p = await newPlayer(next('lim_wag'), 100_000);
    await setLimit(p, 'wager', 'day', 4_000);
    expect((await vendor('bet', p, { txId: next('bet'), roundId: next('r'), amount: 4_000 })).status).toBe(200);
    const refused = await vendor('bet', p, { txId: next('bet'), roundId: next('r'), amount: 1 });
    expect([refused.status, refused.json().code]).toEqual([409, 'wagerLimitReached']);
    expect(en.wagerLimitReached).toBeTruthy();
  });

  it('when a vendor retries a bet that went through and the limit is now used up, then the retry gets the original answer and no money moves', async () => {
    const p = await newPlayer(next('lim_retry'), 100_000);
    await setLimit(p, 'wager', 'day', 4_000);
    const bet = { txId: next('bet'), roundId: next('r'), amount: 4_000 };
    const first = await vendor('bet', p, bet);
    expect(first.status).toBe(200);
    const balance = await balanceOf(p.id);
    // The answer was lost on the way: the vendor sends the same bet again, now that the limit is full.
    const retry = await vendor('bet', p, bet);
    expect([retry.status, retry.json()]).toEqual([200, first.json()]);
    expect(await balanceOf(p.id)).toBe(balance);
  });

  it('when 50 bets of 1,000 race a loss limit of 20,000, then exactly 20 go through and the loss never passes the limit', async () => {
    const p = await newPlayer(next('lim_race'), 200_000);
    await setLimit(p, 'loss', 'day', 20_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => vendor('bet', p, { txId: next('race'), roundId: `race-${p.id}-${i % 5}`, amount: 1_000 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409).map((r) => r.json().code)).toEqual(Array(30).fill('lossLimitReached'));
    expect(await balanceOf(p.id)).toBe(180_000);
    expect((await auditLedger(t.portal.db)).sound).toBe(true);
  });

  it('when the activity statement is downloaded, then it is CSV with time, type, amount and balance of the last 3 months', async () => {
    const p = await newPlayer(next('lim_csv'), 12_345);
    const res = await call(t, p.client, 'GET', '/wps/limits/statement.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('time,type,amount,balance,currency');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT.*,deposit,123\.45,123\.45,PHP$/);
    const net = (await view(p)).netDeposits;
    expect(net).toEqual({ lifetime: 12_345, day: 12_345, week: 12_345, month: 12_345 });
  });

  it('when the statement holds more lines than a page, then it streams every line once, oldest first, and the lifetime net counts only cash', async () => {
    const p = await newPlayer(next('lim_csv_long'), 100_000);
    // The seed deposit, then two pages of movements that are not cash (each 1.00 out to the house): three pages in all.
    for (let i = 0; i < 2 * STATEMENT_PAGE; i++) {
      await wallet().transfer({
        tenantId: 'aurora',
        idempotencyKey: `csv:${p.id}:${i}`,
        kind: 'bet',
        from: { kind: 'player', memberId: p.id },
        to: { kind: 'house', code: 'cashier' },
        amount: 100,
        currency: 'PHP',
      });
    }
    const res = await call(t, p.client, 'GET', '/wps/limits/statement.csv');
    expect(res.status).toBe(200);
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1 + 2 * STATEMENT_PAGE);
    expect(lines[1]).toMatch(/,deposit,1000\.00,1000\.00,PHP$/);
    const balances = lines.slice(2).map((l) => l.split(',')[3]);
    expect(balances[0]).toBe('999.00');
    expect(balances.at(-1)).toBe((1000 - 2 * STATEMENT_PAGE).toFixed(2));
    expect(new Set(lines).size).toBe(lines.length);
    expect((await view(p)).netDeposits).toEqual({ lifetime: 100_000, day: 100_000, week: 100_000, month: 100_000 });
  });

  it("when a session of one brand asks another brand's limits, then it is refused (tenant isolation)", async () => {
    const p = await newPlayer(next('lim_iso'), 0);
    await setLimit(p, 'deposit', 'day', 10_000);
    const other: Client = { host: BOREALIS, bearer: p.client.bearer };
    expect((await call(t, other, 'GET', '/wps/limits')).status).toBe(401);
    expect((await call(t, other, 'PUT', '/wps/limits/deposit/day', { amount: 1 })).status).toBe(401);
    expect((await limitOf(p, 'deposit', 'day')).amount).toBe(10_000);
  });
});
