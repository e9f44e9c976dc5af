// The VN lottery's parlays and bao lô over HTTP on PGlite and PostgreSQL, settled by the set-based statement (issue 18): xiên 3 and
// xiên 4 (three or four two-digit numbers that must all appear among the lô results) and bao lô 3 số (a
// three-digit number on every prize of three digits or more: a point costs the unit once per covered
// prize, north 23, and pays its odds per prize hit). The test reads the draw's committed seed from the
// provider's books, so it knows the result in advance and bets winning and losing lines of each type; after
// the draw every ticket's payout is the engine's, the balance moved by exactly that, the ledger is sound.
// Bad lines (a parlay out of order, a bao lô amount that is no whole number of points) are refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { drawResult, payoutOf } from '../../server/providers/games/lottery/lottery-engine.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const START = Date.parse('2026-11-27T10:00:01Z');
let now = START;
const clock = { now: () => new Date(now) };
const UNIT = 100;

function auroraWithVn() {
  const aurora = readFixtureTenant('aurora');
  aurora.secrets.vendorSecrets.LOTT = 'AURORA-VENDOR-SECRET-LOTT-77c1';
  aurora.games.lottery = {
    games: [
      {
        gameId: 902,
        gameCode: 'vn-north',
        vendor: 'LOTT',
        tag: 'VN',
        names: { EN: 'Northern VN' },
        kind: 'vn',
        region: 'north',
        drawTime: '18:15',
        drawDayOfWeek: [1, 2, 3, 4, 5, 6, 7],
        lockSeconds: 900,
        unit: UNIT,
        maxBet: 100_000,
        liabilityCap: 1_000_000_000,
        betTypes: [
          { type: 'xien2', oddsX100: 1700 },
          { type: 'xien3', oddsX100: 6500 },
          { type: 'xien4', oddsX100: 25000 },
          { type: 'bao3', oddsX100: 90000 },
        ],
      },
    ],
  };
  return aurora;
}

describe.each(DATABASE_KINDS)('VN lottery parlays and bao lô on %s', (kind) => {
  let t: TestApp;
  let player: Client;
  const balance = async () => (await call(t, player, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
  const bet = (numero: string, lines: unknown[], requestId: string) =>
    call(t, player, 'POST', '/lgw/lottery/bet', { gameCode: 'vn-north', numero, requestId, lines }, { 'x-language': 'EN' });

  beforeAll(async () => {
    now = START;
    t = await startTestApp({ database: kind, tenants: { aurora: auroraWithVn(), borealis: readFixtureTenant('borealis') }, lotteryClock: clock });
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account: 'vn_player',
      nickname: 'vn',
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error('exists');
    await t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: 'vn-seed',
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId: created.id },
      amount: 10_000_000,
      currency: 'PHP',
    });
    player = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'vn_player', 'Secret123')).json().value.token };
  });
  afterAll(() => t?.close());

  it('when winning and losing xiên 3, xiên 4 and bao lô lines are settled, then each pays the odds table applied to the result, once', async () => {
    const item = (await call(t, player, 'GET', '/lgw/vn/games/game_menu')).json().value.gameMenus[0];
    const numero = item.numero as string;
    expect(numero).toBe('20261127');
    // The seed committed when the draw opened (its hash published): the result is already fixed.
    const { rows } = await sql<{ seed: string }>`select seed from lottery_draws where game_code = 'vn-north' and numero = ${numero}`.execute(t.portal.db);
    const result = drawResult({ kind: 'vn', region: 'north' }, rows[0].seed, 'vn-north', numero);
    if (result.kind !== 'vn') throw new Error('vn expected');
    const all = result.prizes.flatMap((p) => p.numbers);
    const lo = [...new Set(all.map((n) => n.slice(-2)))].sort();
    const absent = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).find((n) => !lo.includes(n))!;
    const ends3 = new Set(all.filter((n) => n.length >= 3).map((n) => n.slice(-3)));
    const noEnd3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')).find((n) => !ends3.has(n))!;
    const sorted = (xs: string[]) => [...xs].sort().join(',');
    const point = UNIT * 23;
    const lines = [
      { betType: 'xien3', selection: lo.slice(0, 3).join(','), amount: 500 },
      { betType: 'xien3', selection: sorted([lo[0], lo[1], absent]), amount: 500 },
      { betType: 'xien4', selection: lo.slice(-4).join(','), amount: 300 },
      { betType: 'xien4', selection: sorted([lo[0], lo[1], lo[2], absent]), amount: 300 },
      { betType: 'xien2', selection: lo.slice(1, 3).join(','), amount: 200 },
      { betType: 'bao3', selection: all[0].slice(-3), amount: 2 * point },
      { betType: 'bao3', selection: noEnd3, amount: point },
    ];
    const stake = lines.reduce((s, l) => s + l.amount, 0);

    // Bad lines first: nothing taken.
    const start = await balance();
    for (const [bad, text] of [
      [{ betType: 'xien3', selection: [lo[2], lo[1], lo[0]].join(','), amount: 500 }, 'not offered'],
      [{ betType: 'xien4', selection: lo.slice(0, 3).join(','), amount: 500 }, 'not offered'],
      [{ betType: 'bao3', selection: noEnd3, amount: UNIT }, 'multiple'],
      [{ betType: 'bao3', selection: '12', amount: point }, 'not offered'],
    ] as const) {
      const res = await bet(numero, [bad], `vn-bad-${Math.random().toString(36).slice(2, 10)}`);
      expect(res.status, res.text).toBe(400);
      expect(res.json().message).toContain(text);
    }
    expect(await balance()).toBe(start);

    const placed = await bet(numero, lines, 'vn-slip-000001');
    expect(placed.status, placed.text).toBe(200);
    expect(await balance()).toBe(start - stake);

    now = Date.parse('2026-11-27T18:16:00Z');
    await t.portal.services.lotteryProvider.tick();
    await t.portal.services.lotteryProvider.tick(); // a replay pays nothing more
    const draw = (await call(t, player, 'GET', `/lgw/lottery/draw?gameCode=vn-north&numero=${numero}`)).json().value;
    expect(draw.result).toEqual(result);
    const [slip] = (await call(t, player, 'GET', `/lgw/lottery/tickets?gameCode=vn-north&numero=${numero}`)).json().value;
    const expected = lines.map((l) => payoutOf(result, { ...l, oddsX100: { xien2: 1700, xien3: 6500, xien4: 25000, bao3: 90000 }[l.betType]! }));
    // a losing line keeps no payout (null); a winning one its amount
    expect(slip.lines.map((l: { payout: number | null }) => l.payout ?? 0)).toEqual(expected);
    // the known answers: the winning parlays pay their odds once, the losing ones nothing; bao lô pays per prize hit
    const baoHits = all.filter((n) => n.length >= 3 && n.endsWith(all[0].slice(-3))).length;
    expect(expected).toEqual([500 * 65, 0, 300 * 250, 0, 200 * 17, 2 * 900 * UNIT * baoHits, 0]);
    expect(slip).toMatchObject({ status: 'settled', total: stake, payout: expected.reduce((a, b) => a + b, 0) });
    expect(await balance()).toBe(start - stake + slip.payout);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });
});
