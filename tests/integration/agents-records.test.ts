// The agent centre's team betting and account details over real HTTP on both engines (issue 17 round 2):
// the rounds and wallet movements of the agent's whole downline (member_tree_paths, depth > 0) with the
// member records' filters (day range, category, vendor, record type, account search, paging, totals), read
// through the betting and wallet services; the agent itself, its upline and strangers are left out; a
// player, bad input and another brand are refused. Agent payouts read as "salary" / "dividend".
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import type { TestResponse } from './helpers/http-client.ts';
import { AURORA, BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const VENDOR = 'ORIGINALS';
const GAME = 'fortune-reels';
const SECRET: string = readFixtureTenant('aurora').secrets.vendorSecrets.ORIGINALS;
const DAY = 86_400_000;
const day = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const en = catalogue('en');
let seq = 0;
const tx = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

describe.each(DATABASE_KINDS)('agent team records on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const clients: Record<string, Client> = {};
  const tokens: Record<string, string> = {};

  // top → a → b → p; a → q (player); stranger outside the tree.
  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: agentTenants() });
    const hash = await hashPassword('Secret123');
    const tree: Array<[string, string | null, number]> = [
      ['top', null, 1],
      ['a', 'top', 1],
      ['b', 'a', 1],
      ['p', 'b', 0],
      ['q', 'a', 0],
      ['stranger', null, 1],
    ];
    for (const [name, upline, type] of tree) {
      const created = await t.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account: `tr_${name}`,
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
        idempotencyKey: `tr-seed-${name}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: created.id },
        amount: 100_000,
        currency: 'PHP',
      });
      const login = await loginBearer(t, AURORA, `tr_${name}`, 'Secret123');
      clients[name] = { host: AURORA, bearer: login.json().value.token };
      const launch = await call(t, clients[name], 'GET', `/wps/relay/GCS_gameLaunchFB?vendor=${VENDOR}&gameCode=${GAME}`);
      tokens[name] = /[?&]token=([^&]+)/.exec(launch.json().value?.url ?? '')?.[1] ?? '';
    }
    // Rounds: p 3 (1 000, 2 000, 3 000; the first wins 2 500), q 1 (4 000), a 1 and stranger 1 (not a's team).
    for (const [name, stake, won] of [
      ['p', 1_000, 2_500],
      ['p', 2_000, 0],
      ['p', 3_000, 0],
      ['q', 4_000, 0],
      ['a', 5_000, 0],
      ['stranger', 6_000, 0],
    ] as const) {
      const roundId = tx('round');
      expect((await vendor('bet', name, { txId: tx('bet'), roundId, amount: stake, token: tokens[name] })).status).toBe(200);
      expect((await vendor('win', name, { txId: tx('win'), roundId, amount: won })).status).toBe(200);
    }
    // An agent salary a → b and a dividend top → a.
    for (const [from, to, kindOf, amount] of [
      ['a', 'b', 'agent_salary', 700],
      ['top', 'a', 'agent_dividend', 900],
    ] as const)
      await t.portal.services.wallet.transfer({
        tenantId: 'aurora',
        idempotencyKey: tx('payout'),
        kind: kindOf,
        from: { kind: 'player', memberId: ids[from] },
        to: { kind: 'player', memberId: ids[to] },
        amount,
        currency: 'PHP',
      });
  });
  afterAll(() => t?.close());

  function vendor(action: string, name: string, body: Record<string, unknown>): Promise<TestResponse> {
    const raw = JSON.stringify({ playerId: String(ids[name]), timestamp: Date.now(), currency: 'PHP', gameCode: GAME, ...body });
    const headers = { 'content-type': 'application/json', 'x-signature': createHmac('sha256', SECRET).update(raw, 'utf8').digest('hex') };
    return t.request(`/wps/vendor/${VENDOR}/${action}`, { method: 'POST', host: AURORA, headers, body: raw });
  }
  const valueOf = (res: TestResponse) => {
    expect(res.status, res.text).toBe(200);
    return res.json().value;
  };
  const range = `from=${day(-1)}&to=${day(0)}`;

  it('when an agent reads team betting, then it gets every round of its whole downline with the totals, and not its own or a stranger’s', async () => {
    const page = valueOf(await call(t, clients.a, 'GET', `/wps/agent/team/bets?${range}`));
    expect(page.list.map((r: { account: string; bet: number }) => [r.account, r.bet]).sort()).toEqual([
      ['tr_p', 1_000],
      ['tr_p', 2_000],
      ['tr_p', 3_000],
      ['tr_q', 4_000],
    ]);
    expect(page.list[0]).toMatchObject({ vendor: VENDOR, gameCode: GAME, status: 'closed' });
    expect(page.totals).toEqual({ rounds: 4, bet: 10_000, win: 2_500, profit: -7_500 });
    expect([page.totalPages, page.pageNo, page.from, page.to]).toEqual([1, 1, day(-1), day(0)]);
    const top = valueOf(await call(t, clients.top, 'GET', `/wps/agent/team/bets?${range}`));
    expect(top.totals).toEqual({ rounds: 5, bet: 15_000, win: 2_500, profit: -12_500 });
    const b = valueOf(await call(t, clients.b, 'GET', `/wps/agent/team/bets?${range}`));
    expect(b.totals.rounds).toBe(3);
  });

  it('when team betting is filtered by account, category, vendor, day or page, then only the matching rounds come', async () => {
    const get = async (q: string) => valueOf(await call(t, clients.a, 'GET', `/wps/agent/team/bets?${range}&${q}`));
    expect((await get('search=TR_Q')).totals).toEqual({ rounds: 1, bet: 4_000, win: 0, profit: -4_000 });
    expect((await get('search=tr_')).totals.rounds).toBe(4);
    expect(await get('search=tr_stranger')).toMatchObject({ list: [], totalPages: 0, totals: { rounds: 0, bet: 0, win: 0, profit: 0 } });
    expect((await get('search=tr_a')).totals.rounds).toBe(0);
    expect((await get('gameType=LIVE')).totals.rounds).toBe(0);
    expect((await get(`gameType=RNG&vassalage=${VENDOR}`)).totals.rounds).toBe(4);
    expect((await get('vassalage=PG')).list).toEqual([]);
    const past = valueOf(await call(t, clients.a, 'GET', `/wps/agent/team/bets?from=${day(-10)}&to=${day(-3)}`));
    expect(past.totals.rounds).toBe(0);
    const beyond = await get('pageNo=2');
    expect([beyond.list, beyond.totalPages, beyond.totals.rounds]).toEqual([[], 1, 4]);
  });

  it('when an agent reads account details, then it gets its downline’s wallet movements with their record types, both sides of a transfer inside the team', async () => {
    for (let i = 0; i < 3; i++)
      await t.portal.services.wallet.transfer({
        tenantId: 'aurora',
        idempotencyKey: tx('more'),
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: ids.q },
        amount: 10 + i,
        currency: 'PHP',
      });
    const page = valueOf(await call(t, clients.top, 'GET', `/wps/agent/team/transactions?${range}`));
    const second = valueOf(await call(t, clients.top, 'GET', `/wps/agent/team/transactions?${range}&pageNo=2`));
    const lines = [...page.list, ...second.list].map((r: { account: string; type: string; amount: number }) => `${r.account} ${r.type} ${r.amount}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'tr_a dividend 900',
        'tr_a salary -700',
        'tr_b salary 700',
        'tr_p deposit 100000',
        'tr_p game -1000',
        'tr_p game 2500',
        'tr_q game -4000',
        'tr_q deposit 12',
      ]),
    );
    expect(lines.some((l: string) => l.startsWith('tr_top') || l.startsWith('tr_stranger'))).toBe(false);
    expect([page.pageNo, page.from, page.to]).toEqual([1, day(-1), day(0)]);
    // a: deposit, bet, dividend, salary; b: deposit, salary; p: deposit, 3 bets, 1 win; q: 4 deposits, bet (a win of 0 moves nothing) = 16.
    expect([page.list.length, second.list.length, page.totalPages, second.totalPages]).toEqual([15, 1, 2, 2]);
    expect(page.list[0]).toMatchObject({ account: 'tr_q', type: 'deposit', amount: 12 });
    expect(second.list[0].id).toBeLessThan(page.list[14].id);
    const third = valueOf(await call(t, clients.top, 'GET', `/wps/agent/team/transactions?${range}&pageNo=3`));
    expect([third.list, third.totalPages]).toEqual([[], 2]);
  });

  it('when account details are filtered by type and account, then only those movements come', async () => {
    const get = async (q: string) => valueOf(await call(t, clients.a, 'GET', `/wps/agent/team/transactions?${range}&${q}`)).list;
    expect((await get('type=salary')).map((r: { account: string; amount: number }) => [r.account, r.amount])).toEqual([['tr_b', 700]]);
    expect((await get('type=dividend')).length).toBe(0); // a's own dividend is not its team's
    expect((await get('type=game&search=tr_p')).map((r: { amount: number }) => r.amount).sort((x: number, y: number) => x - y)).toEqual([
      -3_000, -2_000, -1_000, 2_500,
    ]);
    expect(await get('type=other')).toEqual([]);
    expect(await get('search=nobody')).toEqual([]);
  });

  it('when a member reads its own account records, then an agent payout shows as salary or dividend, not other', async () => {
    const mine = valueOf(await call(t, clients.a, 'GET', `/wps/member/transactions?${range}&type=dividend`)).list;
    expect(mine.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([['dividend', 900]]);
    const salary = valueOf(await call(t, clients.b, 'GET', `/wps/member/transactions?${range}&type=salary`)).list;
    expect(salary.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([['salary', 700]]);
    expect(valueOf(await call(t, clients.b, 'GET', `/wps/member/transactions?${range}&type=other`)).list).toEqual([]);
  });

  it('when a player, another brand or bad input calls, then it is refused with a clear code and nothing else is said', async () => {
    for (const path of ['/wps/agent/team/bets', '/wps/agent/team/transactions']) {
      const player = await call(t, clients.p, 'GET', `${path}?${range}`);
      expect([player.status, player.json().code, player.json().message]).toEqual([403, 'notAgent', en.errors.notAgent]);
      expect((await call(t, { ...clients.a, host: BOREALIS }, 'GET', `${path}?${range}`)).status).toBe(401);
      const refused = async (q: string) => {
        const res = await call(t, clients.a, 'GET', `${path}?${q}`);
        expect(res.json().success, res.text).toBe(false);
        return [res.status, res.json().code];
      };
      expect(await refused(`from=${day(0)}&to=${day(-1)}`)).toEqual([400, 'dateRangeInvalid']);
      expect(await refused(`from=${day(-40)}&to=${day(0)}`)).toEqual([400, 'dateRangeTooLong']);
      expect(await refused('from=yesterday')).toEqual([400, 'validation']);
      expect(await refused(`${range}&pageNo=0`)).toEqual([400, 'validation']);
      expect(await refused(`${range}&pageNo=100001`)).toEqual([400, 'validation']);
      expect(await refused(`${range}&search=${'x'.repeat(33)}`)).toEqual([400, 'validation']);
      expect(await refused(`${range}&type=bogus&gameType=NOPE`)).toEqual([400, 'validation']);
    }
  });
});
