// bench-lottery (issue 18), per engine (BENCH_ENGINES, default postgres,pglite), on the real portal:
// (1) the game menus with BENCH_GAMES (200) lottery games configured in lotus (a copy of ./tenants, half fast and
//     half VN games): GET /lgw/games/game_menus and GET /lgw/vn/games/game_menu, BENCH_MENU_CALLS (300) calls
//     each one after another, p50/p95/p99 (goal p95 ≤ 15 ms);
// (2) ticket placement: BENCH_SLIPS (2,000) one-line slips on one VN draw through POST /lgw/lottery/bet (each one
//     seamless stake) by BENCH_CLIENTS (20) clients over BENCH_PLAYERS (50) signed-in players: slips/s; then
//     that draw's settlement (the draw job's run: result, winners written, losers left to the draw) and the
//     wallet sweep that pays the winners and closes every loser's round, each timed;
// (3) the scale: one draw of BENCH_TICKETS (100,000) tickets on as many slips (written set-based) settled
//     by the provider's drawAndSettle, against ONE INSERT … SELECT writing the same number of payout rows (goal:
//     ≤ 5 s and ≤ 3× that statement), and against the time placing them would take at the measured rate.
// Seeding is not timed. The machine's load average is printed beside the figures.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database.ts';
import { drawResult, openNumber, winningRows } from '../../server/providers/games/lottery/lottery-engine.ts';
import { LotteryRepository } from '../../server/providers/games/lottery/lottery.repository.ts';
import { machineLine, onEachEngine, percentileLine, type EnginePortal } from './bench-support.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 200);
const MENU_CALLS = Number(process.env.BENCH_MENU_CALLS ?? 300);
const SLIPS = Number(process.env.BENCH_SLIPS ?? 2_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const TENANT = 'lotus';
const HOST = 'lotus.localhost';
const PLACE_GAME = 'bench-vn';
const GOAL_MENU_P95_MS = 15;
const GOAL_SETTLE_MS = 5_000;
const GOAL_RATIO = 3;

/** A copy of ./tenants whose lotus has GAMES lottery games: half fast (copies of its fast-1m), half VN (copies of its vn-north). */
function benchTenants(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lottery-tenants-'));
  cpSync('tenants', dir, { recursive: true });
  const file = join(dir, 'lotus.json');
  const lotus = JSON.parse(readFileSync(file, 'utf8'));
  const [fast, vn] = ['fast-1m', 'vn-north'].map((code) => lotus.games.lottery.games.find((g: { gameCode: string }) => g.gameCode === code));
  // the placement game draws three hours from now (brand time), so its draw stays open while the bench bets
  const at = new Date(Date.now() + 3 * 3_600_000);
  const drawTime = new Intl.DateTimeFormat('en-GB', { timeZone: lotus.settings.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  lotus.games.lottery.games = Array.from({ length: GAMES }, (_, i) =>
    i === 0
      ? { ...vn, gameId: 9000, gameCode: PLACE_GAME, drawTime, liabilityCap: 100_000_000_000 }
      : i % 2 === 0
        ? { ...vn, gameId: 9000 + i, gameCode: `bench-vn-${i}`, tag: `VN${i % 5}` }
        : { ...fast, gameId: 9000 + i, gameCode: `bench-fast-${i}`, tag: `FAST${i % 5}` },
  );
  writeFileSync(file, JSON.stringify(lotus, null, 2));
  return dir;
}

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + 4 });

function call(port: number, method: string, path: string, body?: unknown, bearer?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          host: HOST,
          'x-language': 'EN',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function menus({ port }: EnginePortal): Promise<void> {
  for (const [label, path] of [
    ['game_menus', '/lgw/games/game_menus?language=EN'],
    ['vn game_menu', '/lgw/vn/games/game_menu?language=EN'],
  ]) {
    const first = await call(port, 'GET', path);
    if (first.status !== 200) throw new Error(`${path}: ${first.status} ${first.text.slice(0, 200)}`);
    const listed = (first.text.match(/"gameCode"/g) ?? []).length;
    for (let i = 0; i < 20; i++) await call(port, 'GET', path);
    const times: number[] = [];
    for (let i = 0; i < MENU_CALLS; i++) {
      const t0 = performance.now();
      const res = await call(port, 'GET', path);
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    }
    const p95 = Float64Array.from(times).sort()[Math.ceil(0.95 * times.length) - 1];
    console.log(
      `  ${label} (${listed} games listed, ${MENU_CALLS} calls): ${percentileLine(times)}  goal p95 ≤ ${GOAL_MENU_P95_MS} ms ${p95 <= GOAL_MENU_P95_MS ? 'met' : 'MISSED'}`,
    );
  }
}

/** Players with live sessions and money, written through the services (not timed). */
async function seedPlayers({ portal }: EnginePortal): Promise<string[]> {
  const { members, sessions } = portal.services.accounts;
  const currency = portal.tenants.get(TENANT)!.config.currency.code;
  const bearers: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const account = `blot${randomUUID().slice(0, 8)}`;
    const created = await members.insert({ tenantId: TENANT, account, nickname: account, type: 0, registerMethod: 'seed' });
    if ('conflict' in created) throw new Error('seed conflict');
    await portal.services.wallet.transfer({
      tenantId: TENANT,
      idempotencyKey: `bench-lottery-${account}`,
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId: created.id },
      amount: 1_000_000_000,
      currency,
    });
    const session = await sessions.start({ tenantId: TENANT, memberId: created.id, account, type: 0, loginMethod: 'password', mustChangePassword: false });
    bearers.push(session.token);
  }
  return bearers;
}

/** Places SLIPS one-line slips on the placement game's open draw; returns slips per second. */
async function placement(running: EnginePortal): Promise<number> {
  const { port, portal } = running;
  const bearers = await seedPlayers(running);
  const menu = JSON.parse((await call(port, 'GET', '/lgw/vn/games/game_menu?language=EN')).text).value.gameMenus as {
    gameCode: string;
    numero: string;
    unit: number;
  }[];
  const item = menu.find((m) => m.gameCode === PLACE_GAME)!;
  // the vendor launch tokens are opened on each player's first bet: one bet each before the clock starts
  await Promise.all(
    bearers.map((b, i) =>
      call(
        port,
        'POST',
        '/lgw/lottery/bet',
        { gameCode: PLACE_GAME, numero: item.numero, requestId: `warm-bench-${i}`, lines: [{ betType: 'de', selection: '00', amount: item.unit }] },
        b,
      ),
    ),
  );
  let next = 0;
  let refused = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = next++; i < SLIPS; i = next++) {
        const res = await call(
          port,
          'POST',
          '/lgw/lottery/bet',
          {
            gameCode: PLACE_GAME,
            numero: item.numero,
            requestId: `bench-${c}-${i}`,
            lines: [{ betType: 'de', selection: String(i % 100).padStart(2, '0'), amount: item.unit }],
          },
          bearers[i % bearers.length],
        );
        if (res.status !== 200) {
          refused += 1;
          if (refused <= 3) console.log(`  refused: ${res.status} ${res.text.slice(0, 160)}`);
        }
      }
    }),
  );
  const placeMs = performance.now() - t0;
  const rate = (SLIPS / placeMs) * 1000;
  console.log(`  placement: ${SLIPS.toLocaleString('en')} slips in ${(placeMs / 1000).toFixed(1)} s = ${rate.toFixed(0)} slips/s (${refused} refused)`);

  const provider = portal.services.lotteryProvider;
  const tenant = portal.tenants.get(TENANT)!;
  const t1 = performance.now();
  const drawn = (await portal.db.transaction().execute((trx) => provider.drawJob.run(tenant, `${PLACE_GAME}:${item.numero}`, trx))) as {
    settled: number;
  };
  const settleMs = performance.now() - t1;
  const t2 = performance.now();
  const swept = await provider.sweepWallet();
  const sweepMs = performance.now() - t2;
  console.log(
    `  its draw (${SLIPS + PLAYERS} slips): settled in ${settleMs.toFixed(0)} ms (${drawn.settled} winning slips written); ` +
      `wallet sweep (winners paid, every loser's round closed) ${swept} calls in ${(sweepMs / 1000).toFixed(1)} s = ${((swept / sweepMs) * 1000).toFixed(0)}/s`,
  );
  return rate;
}

const SCALE_KEY = { tenantId: 'bench', gameCode: 'fast-1m', numero: '202611270001' };

async function seedScale(db: Db): Promise<void> {
  const repo = new LotteryRepository(db);
  await repo.ensureDraw({ ...SCALE_KEY, vendor: 'LOTT', drawAt: new Date(), lockAt: new Date() });
  // every 2D and 3D number spread over the tickets, 1,000 minor units each
  await sql`insert into lottery_slips (tenant_id, slip_id, game_code, numero, vendor, player_id, request_id, total, status)
    select 'bench', 's' || i, ${SCALE_KEY.gameCode}, ${SCALE_KEY.numero}, 'LOTT', (1 + i % 5000)::text, 'r' || i, 1000, 'accepted' from generate_series(1, ${TICKETS}) i`.execute(
    db,
  );
  await sql`insert into lottery_tickets (tenant_id, slip_id, line, game_code, numero, bet_type, selection, amount, odds_x100)
    select 'bench', 's' || i, 1, ${SCALE_KEY.gameCode}, ${SCALE_KEY.numero},
      case when i % 2 = 0 then '2D' else '3D' end,
      case when i % 2 = 0 then lpad((i % 100)::text, 2, '0') else lpad((i % 1000)::text, 3, '0') end,
      1000, case when i % 2 = 0 then 9500 else 95000 end
    from generate_series(1, ${TICKETS}) i`.execute(db);
  await sql`analyze lottery_slips`.execute(db);
  await sql`analyze lottery_tickets`.execute(db);
}

async function atScale({ portal }: EnginePortal, placeRate: number): Promise<void> {
  const db = portal.db;
  await seedScale(db);
  const draw = (await new LotteryRepository(db).draw(SCALE_KEY))!;
  const result = drawResult({ kind: 'fast', digits: 3 }, draw.seed, SCALE_KEY.gameCode, SCALE_KEY.numero);
  const t0 = performance.now();
  const settled = await db
    .transaction()
    .execute((trx) => new LotteryRepository(trx).drawAndSettle(SCALE_KEY, { result, openNumber: openNumber(result), at: new Date() }, winningRows(result)));
  const settleMs = performance.now() - t0;
  await sql`create table bench_payouts (tenant_id text, slip_id text, line smallint, payout bigint)`.execute(db);
  const t1 = performance.now();
  await sql`insert into bench_payouts select tenant_id, slip_id, line, amount * odds_x100 / 100 from lottery_tickets
    where tenant_id = 'bench' and game_code = ${SCALE_KEY.gameCode} and numero = ${SCALE_KEY.numero}`.execute(db);
  const baseMs = performance.now() - t1;
  await sql`drop table bench_payouts`.execute(db);
  const ratio = settleMs / baseMs;
  const placeMs = (TICKETS / placeRate) * 1000;
  console.log(
    `  ${TICKETS.toLocaleString('en')} tickets: settle ${settleMs.toFixed(0)} ms (${settled.settled} winning slips, paid ${settled.paid.toLocaleString('en')}) ` +
      `goal ≤ ${GOAL_SETTLE_MS} ms ${settleMs <= GOAL_SETTLE_MS ? 'met' : 'MISSED'}; one INSERT … SELECT of ${TICKETS.toLocaleString('en')} payout rows ${baseMs.toFixed(0)} ms; ` +
      `ratio ${ratio.toFixed(2)}× goal ≤ ${GOAL_RATIO}× ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'}; ` +
      `placing them at the measured rate ≈ ${(placeMs / 1000).toFixed(0)} s (settle = ${((settleMs / placeMs) * 100).toFixed(3)} % of it)`,
  );
}

const tenantsDir = benchTenants();
try {
  console.log(`bench-lottery: ${GAMES} games, ${SLIPS} slips by ${CLIENTS} clients, ${TICKETS.toLocaleString('en')} tickets at scale (${machineLine()})`);
  await onEachEngine(ENGINES, 'benchlottery', { clients: CLIENTS, vars: { TENANTS_DIR: tenantsDir } }, async (running) => {
    console.log(`${running.engine} (${machineLine()})`);
    await menus(running);
    const rate = await placement(running);
    await atScale(running, rate);
  });
  console.log(`done (${machineLine()})`);
} finally {
  agent.destroy();
  rmSync(tenantsDir, { recursive: true, force: true });
}
