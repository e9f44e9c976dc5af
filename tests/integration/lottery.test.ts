// The built-in lottery end to end over HTTP on both engines (every case runs on PGlite and on PostgreSQL): menus publish each open draw's seed hash; a bet is one seamless stake; bad input is
// refused with a translated message and writes nothing; the draw runs once (a replayed tick or a second
// run pays nothing twice), reveals a seed that hashes to the published one and recomputes to the result;
// winning slips are paid exactly the odds table applied to the result; a cancelled draw refunds once;
// draws missed while down are drawn on the next tick; 200 bets racing the lock are each either accepted
// before it or refused; a session of one brand is worthless on another.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { drawResult, payoutOf, type LotteryResult } from '../../server/providers/games/lottery/lottery-engine.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const START = Date.parse('2026-11-27T10:00:01Z');
let now = START;
/** During the lock race the first 100 reads of the clock are just before the lock, the rest at it. */
let race: { lockAt: number; reads: number } | null = null;
const clock = {
  now: () => {
    if (!race) return new Date(now);
    race.reads += 1;
    return new Date(race.reads <= 100 ? race.lockAt - 1 : race.lockAt);
  },
};

function auroraWithLottery() {
  const aurora = readFixtureTenant('aurora');
  aurora.secrets.vendorSecrets.LOTT = 'AURORA-VENDOR-SECRET-LOTT-77c1';
  aurora.games.lottery = {
    games: [
      {
        gameId: 901,
        gameCode: 'fast-20s',
        vendor: 'LOTT',
        tag: 'FAST',
        names: { EN: 'Fast 20 s', CN: '快速 20 秒' },
        kind: 'fast',
        digits: 3,
        intervalSeconds: 20,
        lockSeconds: 5,
        unit: 100,
        maxBet: 100_000,
        liabilityCap: 1_000_000,
        betTypes: [
          { type: 'position', oddsX100: 980 },
          { type: 'bigSmall', oddsX100: 195 },
          { type: 'oddEven', oddsX100: 195 },
          { type: 'sum', rtpBps: 9500 },
          { type: '2D', oddsX100: 9500 },
          { type: '3D', oddsX100: 95000 },
        ],
      },
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
        unit: 100,
        maxBet: 100_000,
        liabilityCap: 1_000_000,
        betTypes: [
          { type: 'lo2', oddsX100: 350 },
          { type: 'de', oddsX100: 9500 },
        ],
      },
    ],
  };
  return aurora;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
let seq = 0;
const rid = () => `req-${Date.now()}-${(seq += 1)}`;

describe.each(DATABASE_KINDS)('lottery on %s', (kind) => {
  let t: TestApp;
  let player: Client;
  let memberId: number;

  const balance = async () => (await call(t, player, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
  const menu = async () => (await call(t, player, 'GET', '/lgw/games/game_menus?language=EN')).json().value as any[];
  const fastItem = async () => (await menu()).find((m) => m.tag === 'FAST').gameMenus[0];
  const bet = (body: unknown, client: Client = player) => call(t, client, 'POST', '/lgw/lottery/bet', body, { 'x-language': 'EN' });
  const tick = () => t.portal.services.lotteryProvider.tick();
  const counts = async () => {
    const slips = await sql<{ n: string }>`select count(*)::text as n from lottery_slips where status not in ('refused')`.execute(t.portal.db);
    const tickets = await sql<{ n: string }>`select count(*)::text as n from lottery_tickets`.execute(t.portal.db);
    const exposure = await sql<{ n: string | null }>`select sum(exposure)::text as n from lottery_exposure`.execute(t.portal.db);
    return { slips: slips.rows[0].n, tickets: tickets.rows[0].n, exposure: exposure.rows[0].n };
  };

  beforeAll(async () => {
    // The clock is shared by both engines' runs: each starts at the same instant.
    now = START;
    race = null;
    t = await startTestApp({ database: kind, tenants: { aurora: auroraWithLottery(), borealis: readFixtureTenant('borealis') }, lotteryClock: clock });
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account: 'lotto_player',
      nickname: 'lp',
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error('exists');
    memberId = created.id;
    await t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: 'lotto-seed',
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId },
      amount: 1_000_000,
      currency: 'PHP',
    });
    player = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'lotto_player', 'Secret123')).json().value.token };
  });
  afterAll(() => t?.close());

  it('when the menus are asked for, then each game lists its open draw with the remaining time, the lock time and the published seed hash', async () => {
    const menus = await menu();
    expect(menus.map((m) => m.tag)).toEqual(['FAST', 'VN']);
    const fast = menus[0].gameMenus[0];
    expect(fast).toMatchObject({
      gameId: 901,
      gameCode: 'fast-20s',
      gameType: 'LOTT',
      remark: 'Fast 20 s',
      numero: '202611271801',
      remainTime: 19,
      lockTime: 5,
      drawDayOfWeek: '1,2,3,4,5,6,7',
    });
    expect(fast.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const vn = (await call(t, player, 'GET', '/lgw/vn/games/game_menu?device=WEB')).json().value;
    expect(vn.gameMenus.map((g: any) => g.gameCode)).toEqual(['vn-north']);
    expect(vn.gameMenus[0].numero).toBe('20261127');
    // the lobby payload follows the §4 prize-mode rule (this brand's ELOTT category has no lottery card)
    expect((await call(t, player, 'GET', '/lgw/lottery/lobby?gameCode=fast-20s')).json().value).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoView: 'betting',
      lottoGameCode: 'fast-20s',
    });
  });

  it('when bad bets are sent, then each is refused with a translated message and nothing is written', async () => {
    const item = await fastItem();
    const before = { balance: await balance(), ...(await counts()) };
    const cases: [unknown, number, string][] = [
      [{ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: 'lo2', selection: '12', amount: 100 }] }, 400, 'not offered'],
      [{ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: 'nope', selection: '12', amount: 100 }] }, 400, ''],
      [{ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: '2D', selection: '123', amount: 100 }] }, 400, 'not offered'],
      [{ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: '2D', selection: '12', amount: 150 }] }, 400, 'multiple'],
      [{ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: '2D', selection: '12', amount: 200_000 }] }, 400, 'largest'],
      // 2D at 95×: 11,000 stakes 1,045,000 of possible payout, over the 1,000,000 cap on one number
      [{ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: '2D', selection: '12', amount: 11_000 }] }, 409, 'limit for 12'],
      [{ gameCode: 'no-game', numero: item.numero, requestId: rid(), lines: [{ betType: '2D', selection: '12', amount: 100 }] }, 404, 'not available'],
      [{ gameCode: 'fast-20s', numero: '202611271900', requestId: rid(), lines: [{ betType: '2D', selection: '12', amount: 100 }] }, 409, 'not taking bets'],
    ];
    for (const [body, status, text] of cases) {
      const res = await bet(body);
      expect(res.status, res.text).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toContain(text);
    }
    // a cap that is really reached: two lines on one number together over it
    const capped = await bet({
      gameCode: 'fast-20s',
      numero: item.numero,
      requestId: rid(),
      lines: [
        { betType: '2D', selection: '77', amount: 10_000 },
        { betType: '2D', selection: '77', amount: 1_000 },
      ],
    });
    expect(capped.status, capped.text).toBe(409);
    expect(capped.json().message).toBe('The limit for 77 in this draw has been reached. Please choose another number or a smaller amount.');
    // more than the balance: the wallet refuses, the slip and its exposure are given back
    const poor = await bet({
      gameCode: 'fast-20s',
      numero: item.numero,
      requestId: rid(),
      lines: Array.from({ length: 30 }, (_, i) => ({ betType: 'position', selection: `${i % 3}:${Math.floor(i / 3)}`, amount: 100_000 })),
    });
    expect(poor.status, poor.text).toBe(409);
    expect(poor.json().message).toContain('Insufficient');
    const after = { balance: await balance(), ...(await counts()) };
    expect({ ...after, exposure: Number(after.exposure ?? 0) }).toEqual({ ...before, exposure: Number(before.exposure ?? 0) });
  });

  it('when a slip is bet and its draw runs, then the stake is taken once, the seed verifies and the winnings are the odds table applied to the result', async () => {
    const item = await fastItem();
    const start = await balance();
    const lines = [
      { betType: 'bigSmall', selection: 'small', amount: 1_000 },
      { betType: 'oddEven', selection: 'odd', amount: 1_000 },
      { betType: 'position', selection: '0:2', amount: 500 },
      { betType: 'sum', selection: '13', amount: 300 },
      { betType: '2D', selection: '36', amount: 200 },
    ];
    const requestId = rid();
    const placed = await bet({ gameCode: 'fast-20s', numero: item.numero, requestId, lines });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json().value).toMatchObject({ numero: item.numero, total: 3_000, balance: start - 3_000 });
    // the same request again is answered, not charged again
    const again = await bet({ gameCode: 'fast-20s', numero: item.numero, requestId, lines });
    expect(again.status, again.text).toBe(200);
    expect(again.json().value.slipId).toBe(placed.json().value.slipId);
    expect(await balance()).toBe(start - 3_000);

    now = START + 21_000; // past the draw at 10:00:20
    expect(await tick()).toBeGreaterThanOrEqual(2); // the draw, then the win paid
    const draw = (await call(t, player, 'GET', `/lgw/lottery/draw?gameCode=fast-20s&numero=${item.numero}`)).json().value;
    expect(draw.status).toBe('drawn');
    expect(sha(draw.seed)).toBe(item.seedHash);
    const result = drawResult({ kind: 'fast', digits: 3 }, draw.seed, 'fast-20s', item.numero);
    expect(draw.result).toEqual(result);
    const verified = (
      await call(t, player, 'POST', '/lgw/lottery/verify', { kind: 'fast', digits: 3, seed: draw.seed, gameCode: 'fast-20s', numero: item.numero })
    ).json().value;
    expect(verified).toEqual({ seedHash: item.seedHash, result, openNumber: result.kind === 'fast' ? result.digits : '' });
    const tickets = (await call(t, player, 'GET', `/lgw/lottery/tickets?gameCode=fast-20s&numero=${item.numero}`)).json().value;
    expect(tickets).toHaveLength(1);
    const sum13 = tickets[0].lines.find((l: any) => l.betType === 'sum').oddsX100;
    const expected = lines.reduce(
      (s, l) =>
        s +
        payoutOf(result, {
          ...l,
          oddsX100: l.betType === 'sum' ? sum13 : ({ bigSmall: 195, oddEven: 195, position: 980, '2D': 9500 } as Record<string, number>)[l.betType],
        }),
      0,
    );
    expect(tickets[0]).toMatchObject({ status: 'settled', total: 3_000, payout: expected });
    expect(await balance()).toBe(start - 3_000 + expected);
    // a second tick, and the draw job run again for the same draw, pay nothing twice
    expect(await tick()).toBe(0);
    const aurora = t.portal.tenants.get('aurora')!;
    expect(await t.portal.services.lotteryProvider.drawJob.run(aurora, `fast-20s:${item.numero}`, t.portal.db)).toMatchObject({ status: 'drawn', settled: 0 });
    await t.portal.services.lotteryProvider.sweepWallet();
    expect(await balance()).toBe(start - 3_000 + expected);
    // betting records: one closed LOTT round
    const records = (await call(t, player, 'GET', '/wps/member/bets?language=EN')).json().value;
    expect(records.list[0]).toMatchObject({ vendor: 'LOTT', gameCode: 'fast-20s', gameType: 'LOTT', bet: 3_000, win: expected, status: 'closed' });
    // opened numbers and results history
    const opened = (await call(t, player, 'GET', '/lgw/vn/numeros/opened/game?gameCode=fast-20s')).json().value;
    expect(opened[0]).toMatchObject({ numero: item.numero, openNumber: verified.openNumber });
    expect((await call(t, player, 'GET', '/lotto/lgw/games/opened/numero?gameCode=fast-20s&count=1')).json().value).toHaveLength(1);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it('when random slips are settled (property), then the total paid is the odds table applied to the result, once', async () => {
    const line = fc.oneof(
      fc.record({
        betType: fc.constant('position'),
        selection: fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 9 })).map(([p, d]) => `${p}:${d}`),
      }),
      fc.record({ betType: fc.constant('bigSmall'), selection: fc.constantFrom('big', 'small') }),
      fc.record({ betType: fc.constant('oddEven'), selection: fc.constantFrom('odd', 'even') }),
      fc.record({ betType: fc.constant('sum'), selection: fc.integer({ min: 0, max: 27 }).map(String) }),
      fc.record({ betType: fc.constant('2D'), selection: fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')) }),
      fc.record({ betType: fc.constant('3D'), selection: fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')) }),
    );
    const slip = fc.array(fc.record({ pick: line, units: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(fc.array(slip, { minLength: 1, maxLength: 6 }), async (slips) => {
        now += 20_000;
        const item = await fastItem();
        const start = await balance();
        let staked = 0;
        for (const s of slips) {
          const lines = s.map((l) => ({ ...l.pick, amount: l.units * 100 }));
          const res = await bet({ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines });
          if (res.status !== 200) expect(res.json().message).toContain('limit');
          else staked += res.json().value.total;
        }
        now += 20_000;
        await tick();
        await tick(); // a replayed tick pays nothing more
        const draw = (await call(t, player, 'GET', `/lgw/lottery/draw?gameCode=fast-20s&numero=${item.numero}`)).json().value;
        const result = draw.result as LotteryResult;
        const tickets = (await call(t, player, 'GET', `/lgw/lottery/tickets?gameCode=fast-20s&numero=${item.numero}`)).json().value as any[];
        const expected = tickets.flatMap((s) => s.lines).reduce((sum, l) => sum + payoutOf(result, l), 0);
        expect(tickets.reduce((sum, s) => sum + s.payout, 0)).toBe(expected);
        expect(await balance()).toBe(start - staked + expected);
      }),
      { numRuns: 5 },
    );
  });

  it('when a draw is cancelled, then every slip of it is refunded exactly once and the draw takes no more bets', async () => {
    now += 20_000;
    const item = await fastItem();
    const start = await balance();
    const placed = await bet({ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: '3D', selection: '123', amount: 700 }] });
    expect(placed.status, placed.text).toBe(200);
    expect(await balance()).toBe(start - 700);
    const aurora = t.portal.tenants.get('aurora')!;
    expect(await t.portal.services.lotteryProvider.cancelDraw(aurora, 'fast-20s', item.numero)).toEqual({ cancelled: true, slips: 1 });
    expect(await balance()).toBe(start);
    await expect(t.portal.services.lotteryProvider.cancelDraw(aurora, 'fast-20s', item.numero)).rejects.toMatchObject({ code: 'lotteryDrawNotCancellable' });
    await t.portal.services.lotteryProvider.sweepWallet();
    now += 20_000;
    await tick();
    expect(await balance()).toBe(start);
    const late = await bet({ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: '3D', selection: '123', amount: 100 }] });
    expect(late.status).toBe(409);
  });

  it('when the server was down across several draws, then the next tick draws each of them from its committed seed', async () => {
    const before = (await call(t, player, 'GET', '/lgw/lottery/results?gameCode=fast-20s&count=100')).json().value.length;
    now += 5 * 60_000; // 15 draws missed
    await tick();
    const after = (await call(t, player, 'GET', '/lgw/lottery/results?gameCode=fast-20s&count=100')).json().value as any[];
    expect(after.length - before).toBeGreaterThanOrEqual(15);
    for (const d of after.slice(0, 20)) {
      expect(sha(d.seed)).toBe(d.seedHash);
      expect(drawResult({ kind: 'fast', digits: 3 }, d.seed, 'fast-20s', d.numero)).toEqual(d.result);
    }
  });

  it('when 200 bets race the lock time, then each is either accepted before it (and settled) or refused with nothing taken', async () => {
    now = Math.ceil(now / 20_000) * 20_000 + 1_000; // one second into a draw window
    const item = await fastItem();
    const start = await balance();
    const lockAt = now + (item.remainTime - item.lockTime) * 1000;
    // The lock passes in the middle of the burst: a bet sees the clock once, the first 100 before the lock.
    race = { lockAt, reads: 0 };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        bet({ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: 'oddEven', selection: 'even', amount: 100 }] }),
      ),
    );
    race = null;
    const accepted = answers.filter((a) => a.status === 200).length;
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.json().message).toBe('Betting on this draw has closed. Please bet on the next draw.');
    }
    expect(accepted).toBe(100);
    expect(await balance()).toBe(start - accepted * 100);
    now = lockAt + 10_000;
    await tick();
    const slips = await sql<{
      status: string;
      n: string;
    }>`select status, count(*)::text as n from lottery_slips where numero = ${item.numero} group by status`.execute(t.portal.db);
    // all bet 'even': all won (settled) or all lost (left accepted on the drawn draw)
    const byStatus = Object.fromEntries(slips.rows.map((r) => [r.status, Number(r.n)]));
    expect([{ settled: accepted }, { accepted }]).toContainEqual(byStatus);
    const tickets = (await call(t, player, 'GET', `/lgw/lottery/tickets?gameCode=fast-20s&numero=${item.numero}&count=100`)).json().value as any[];
    expect(tickets.map((s) => s.status)).toEqual(Array(accepted).fill('settled'));
  });

  it('when a draw has a winning and a losing slip, then settlement writes only the winner, the loser reads settled with 0 and its round closes once', async () => {
    const item = await fastItem();
    const start = await balance();
    const big = await bet({ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: 'bigSmall', selection: 'big', amount: 1_000 }] });
    const small = await bet({
      gameCode: 'fast-20s',
      numero: item.numero,
      requestId: rid(),
      lines: [{ betType: 'bigSmall', selection: 'small', amount: 1_000 }],
    });
    expect([big.status, small.status]).toEqual([200, 200]);
    now += (item.remainTime + 1) * 1000;
    await tick();
    const rows = await sql<{ slip_id: string; status: string; payout: string | null }>`
      select slip_id, status, payout::text from lottery_slips where numero = ${item.numero} order by payout nulls last`.execute(t.portal.db);
    // the winner was written, the loser left as it was placed
    expect(rows.rows.map((r) => [r.status, r.payout === null])).toEqual([
      ['settled', false],
      ['accepted', true],
    ]);
    const [winner, loser] = rows.rows;
    const tickets = (await call(t, player, 'GET', `/lgw/lottery/tickets?gameCode=fast-20s&numero=${item.numero}`)).json().value as any[];
    expect(tickets.find((s) => s.slipId === loser.slip_id)).toMatchObject({ status: 'settled', payout: 0 });
    expect(tickets.find((s) => s.slipId === winner.slip_id)).toMatchObject({ status: 'settled', payout: 1_950 });
    const records = (await call(t, player, 'GET', '/wps/member/bets?language=EN')).json().value.list as any[];
    expect(
      records
        .filter((r) => r.gameCode === 'fast-20s')
        .slice(0, 2)
        .map((r) => [r.bet, r.win, r.status])
        .sort(),
    ).toEqual([
      [1_000, 0, 'closed'],
      [1_000, 1_950, 'closed'],
    ]);
    expect(await balance()).toBe(start - 2_000 + 1_950);
    const draws = await sql<{ losers_due: boolean; losers_after: string | null }>`
      select losers_due, losers_after from lottery_draws where game_code = 'fast-20s' and numero = ${item.numero}`.execute(t.portal.db);
    expect(draws.rows[0]).toEqual({ losers_due: false, losers_after: loser.slip_id });
    // a restart that lost the draw's progress closes the loser's round again: answered, not repeated
    await sql`update lottery_draws set losers_due = true, losers_after = null where game_code = 'fast-20s' and numero = ${item.numero}`.execute(t.portal.db);
    expect(await t.portal.services.lotteryProvider.sweepWallet()).toBe(1);
    const wins = await sql<{ round_id: string; n: string }>`
      select round_id, count(*)::text as n from vendor_transactions where kind = 'win' and round_id in (${winner.slip_id}, ${loser.slip_id}) group by round_id`.execute(
      t.portal.db,
    );
    expect(wins.rows.map((w) => Number(w.n))).toEqual([1, 1]);
    expect(await balance()).toBe(start - 2_000 + 1_950);
    expect(await tick()).toBe(0);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it("when 40 slips race for the last room under one number's cap, then exactly those that fit are accepted and the exposure never passes it", async () => {
    now = Math.ceil(now / 20_000) * 20_000 + 1_000; // one second into a fresh draw window
    const item = await fastItem();
    const start = await balance();
    // 2D at 95×: a stake of 1,000 takes 95,000 of the 1,000,000 cap on its number, so 10 fit
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        bet({ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: '2D', selection: '55', amount: 1_000 }] }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status, a.text).toBe(409);
      expect(a.json().message).toContain('limit for 55');
    }
    expect(accepted).toBe(10);
    const exposure = await sql<{ n: string }>`
      select exposure::text as n from lottery_exposure where game_code = 'fast-20s' and numero = ${item.numero} and bet_key = '2D|55'`.execute(t.portal.db);
    expect(Number(exposure.rows[0].n)).toBe(950_000);
    const slips = await sql<{ n: string }>`
      select count(*)::text as n from lottery_slips where game_code = 'fast-20s' and numero = ${item.numero}`.execute(t.portal.db);
    expect(Number(slips.rows[0].n)).toBe(10);
    expect(await balance()).toBe(start - 10_000);
  });

  it('when a session of one brand is used on another, then it is worthless there and that brand lists no lottery', async () => {
    const item = await fastItem();
    const foreign = { host: BOREALIS, bearer: player.bearer };
    const res = await bet({ gameCode: 'fast-20s', numero: item.numero, requestId: rid(), lines: [{ betType: '2D', selection: '12', amount: 100 }] }, foreign);
    expect(res.status).toBe(401);
    expect((await call(t, foreign, 'GET', '/lgw/lottery/tickets')).status).toBe(401);
    expect((await call(t, foreign, 'GET', '/lgw/games/game_menus')).json().value).toEqual([]);
    expect((await call(t, foreign, 'GET', '/lgw/lottery/results?gameCode=fast-20s')).status).toBe(404);
  });
});
