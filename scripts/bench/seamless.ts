// bench-seamless: bet+win rounds per second through the seamless wallet, over HTTP, the way a game
// vendor drives it. The real portal (createApp, as the integration tests start it) runs in this
// process on a fresh scratch PostgreSQL database with the repository's demo brands (development mode);
// BENCH_PLAYERS members get funds and an ORIGINALS launch token (the function GCS_gameLaunchFB uses).
// The "vendor" runs in a worker thread (its own event loop, as a vendor is its own machine):
// BENCH_CLIENTS concurrent clients, each playing rounds back to back (a signed bet, then a signed win
// that closes the round) on its own players, for BENCH_SECONDS after a short warm-up. Prints rounds/s
// and p50/p95/p99 of a round (bet sent → win answered), then checks that every round closed once and
// that the ledger reconciliation is sound. Goal: ≥ 1,000 rounds/s.
// Env: BENCH_DATABASE_URL (admin URL; default postgres://postgres@127.0.0.1:5432/postgres; a scratch
// database is created and dropped), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CLIENTS (50),
// BENCH_PLAYERS (500), BENCH_TENANT (aurora).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance as perfHooks } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { PortalApp } from '../../server/app.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { ADMIN_URL, admin, ms, nearestRank, postgresCpuSeconds, startBenchPortal, type BenchPortal } from './bench-support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const TENANT = process.env.BENCH_TENANT ?? 'aurora';
const VENDOR = 'ORIGINALS';
const GAME = 'fortune-reels';
const FUNDS = 1_000_000_000;
const GOAL = 1_000;

interface BenchPlayer {
  id: number;
  token: string;
}

/** Members with funds and a launch token each. */
async function seedPlayers(portal: PortalApp): Promise<BenchPlayer[]> {
  const tenant = portal.tenants.get(TENANT);
  if (!tenant) throw new Error(`no tenant ${TENANT} in tenants/`);
  const currency = tenant.config.currency.code;
  const { rows } = await sql<{ id: bigint }>`
    insert into members (tenant_id, account, account_key, nickname, register_method)
    select ${TENANT}, 'seamless_bench_' || g, 'seamless_bench_' || g, 'bench ' || g, 'seed' from generate_series(1, ${PLAYERS}) g
    returning id`.execute(portal.db);
  const players: BenchPlayer[] = [];
  for (const { id } of rows) {
    const memberId = Number(id);
    await portal.services.wallet.transfer({
      tenantId: TENANT,
      idempotencyKey: `bench-seed:${memberId}`,
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId },
      amount: FUNDS,
      currency,
    });
    const token = await portal.services.seamless.openSession(tenant, { memberId, vendor: VENDOR, gameCode: GAME, currency, trial: false });
    players.push({ id: memberId, token });
  }
  // Statistics for what the seed wrote, not for the tables the run fills: an empty table analysed as
  // empty makes the functions' cached plans scan it (PostgreSQL trusts 0 rows), and the run would
  // measure scans of tables that grow. Live, autovacuum analyses tables as they grow.
  await sql`analyze members, ledger_accounts, ledger_transfers, vendor_sessions`.execute(portal.db);
  return players;
}

interface DriverResult {
  latencies: Float64Array;
  rounds: number;
  failures: number;
  firstFailure?: string;
  seconds: number;
}

/**
 * The vendor: plain JavaScript evaluated in a worker thread (no TypeScript loader needed there).
 * workerData: { port, host, secret, currency, players, clients, seconds, warmup, vendor, game }.
 */
const DRIVER = String.raw`
const { parentPort, workerData: w } = require('node:worker_threads');
const { createHmac } = require('node:crypto');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: w.clients });
function post(action, body) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', w.secret).update(raw).digest('hex');
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: w.port, method: 'POST', path: '/wps/vendor/' + w.vendor + '/' + action, agent,
      headers: { host: w.host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw), 'x-signature': signature } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(raw);
  });
}
async function main() {
  const latencies = [];
  let rounds = 0, failures = 0, firstFailure, seq = 0, measuring = false;
  const start = performance.now();
  const warmEnd = start + w.warmup * 1000;
  const end = warmEnd + w.seconds * 1000;
  let measuredStart = warmEnd;
  await Promise.all(Array.from({ length: w.clients }, async (_, c) => {
    const mine = w.players.filter((_, i) => i % w.clients === c);
    let turn = 0;
    for (;;) {
      const now = performance.now();
      if (now >= end) return;
      const p = mine[turn++ % mine.length];
      const n = ++seq;
      const roundId = 'bench-' + c + '-' + n;
      const base = { playerId: String(p.id), currency: w.currency, gameCode: w.game, roundId };
      const t0 = performance.now();
      const bet = await post('bet', { ...base, timestamp: Date.now(), token: p.token, txId: 'b-' + c + '-' + n, amount: 100 });
      const win = bet.status === 200 ? await post('win', { ...base, timestamp: Date.now(), txId: 'w-' + c + '-' + n, amount: (n * 7919) % 250 }) : bet;
      const t1 = performance.now();
      if (win.status !== 200) {
        failures++;
        if (!firstFailure) firstFailure = win.status + ' ' + win.text;
        continue;
      }
      if (t0 >= warmEnd && t1 <= end) { latencies.push(t1 - t0); rounds++; }
    }
  }));
  agent.destroy();
  const arr = Float64Array.from(latencies);
  parentPort.postMessage({ latencies: arr, rounds, failures, firstFailure, seconds: (end - measuredStart) / 1000 }, [arr.buffer]);
}
main().catch((err) => { parentPort.postMessage({ error: String(err && err.stack || err) }); });
`;

function drive(data: Record<string, unknown>): Promise<DriverResult> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(DRIVER, { eval: true, workerData: data });
    worker.once('message', (m: DriverResult & { error?: string }) => {
      if (m.error) reject(new Error(m.error));
      else resolvePromise(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const name = `bench_seamless_${randomBytes(4).toString('hex')}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const scratch = mkdtempSync(join(tmpdir(), 'bench-seamless-'));
await admin(`create database "${name}"`);
let running: BenchPortal | undefined;
try {
  running = await startBenchPortal({ DATABASE_URL: url.toString(), DATA_DIR: 'memory://', TENANTS_DIR: resolve('tenants'), DIST_DIR: join(scratch, 'dist') });
  const { portal, port } = running;
  const tenant = portal.tenants.get(TENANT);
  if (!tenant) throw new Error(`no tenant ${TENANT}`);
  const secret = tenant.config.secrets?.vendorSecrets?.[VENDOR];
  if (!secret) throw new Error(`tenant ${TENANT} has no ${VENDOR} vendor secret`);

  const seedStart = performance.now();
  const players = await seedPlayers(portal);
  console.log(
    `PostgreSQL scratch database ${name}; ${cpus().length} cores; tenant ${TENANT} (${tenant.config.currency.code}), ${players.length} funded players with launch tokens (${((performance.now() - seedStart) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `driving ${CLIENTS} concurrent vendor clients (worker thread, keep-alive HTTP), each round = signed bet + signed win; ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured`,
  );

  const roundsBefore = await sql<{ n: string }>`select count(*)::text as n from game_rounds where tenant_id = ${TENANT}`.execute(portal.db);
  const commits = () =>
    sql<{ n: string }>`select xact_commit::text as n from pg_stat_database where datname = current_database()`
      .execute(portal.db)
      .then((r) => Number(r.rows[0].n));
  const commits0 = await commits();
  const [elu0, pg0, cpu0] = [perfHooks.eventLoopUtilization(), postgresCpuSeconds(), process.cpuUsage()];
  const result = await drive({
    port,
    host: tenant.config.hostnames[0],
    secret,
    currency: tenant.config.currency.code,
    players,
    clients: CLIENTS,
    seconds: SECONDS,
    warmup: WARMUP_SECONDS,
    vendor: VENDOR,
    game: GAME,
  });
  const [elu, pg1, cpu] = [perfHooks.eventLoopUtilization(elu0), postgresCpuSeconds(), process.cpuUsage(cpu0)];
  await new Promise((r) => setTimeout(r, 700)); // pg_stat_database is published about every half second
  const transactions = (await commits()) - commits0;
  const sorted = Float64Array.from(result.latencies).sort();
  const perSecond = result.rounds / result.seconds;
  console.log(
    `  bet+win rounds: ${perSecond.toFixed(0)} /s  (${result.rounds} rounds measured in ${result.seconds.toFixed(1)} s; ${(2 * perSecond).toFixed(0)} wallet calls/s)`,
  );
  console.log(
    `  round latency:  p50 ${ms(nearestRank(sorted, 50))}   p95 ${ms(nearestRank(sorted, 95))}   p99 ${ms(nearestRank(sorted, 99))}   max ${ms(sorted[sorted.length - 1] ?? 0)}`,
  );
  const wall = WARMUP_SECONDS + SECONDS;
  const nodeCores = (cpu.user + cpu.system) / 1e6 / wall;
  console.log(
    `  load: the portal's event loop busy ${(100 * elu.utilization).toFixed(0)} % of the run; this process (portal and vendor threads) used ${nodeCores.toFixed(2)} and PostgreSQL ${pg0 === undefined || pg1 === undefined ? '?' : ((pg1 - pg0) / wall).toFixed(2)} of ${cpus().length} cores`,
  );
  console.log(`  group commit: ${(transactions / Math.max(1, 2 * perSecond * wall)).toFixed(2)} database transactions per wallet call`);
  if (result.failures) console.log(`  FAILED rounds: ${result.failures} (first: ${result.firstFailure})`);

  // Every round the vendor finished is closed exactly once, and the books balance.
  const after = await sql<{ n: string; open: string }>`
    select count(*)::text as n, count(*) filter (where status = 'open')::text as open from game_rounds where tenant_id = ${TENANT}`.execute(portal.db);
  const played = Number(after.rows[0].n) - Number(roundsBefore.rows[0].n);
  const report = await auditLedger(portal.db, { tenantId: TENANT });
  console.log(
    `  checks: ${played} rounds recorded, ${after.rows[0].open} left open; ledger reconciliation ${report.sound ? `sound (${report.tenants[0]?.transfers ?? 0} transfers)` : `BROKEN ${JSON.stringify(report.problems.slice(0, 5))}`}`,
  );
  console.log(`  goal ≥ ${GOAL} rounds/s: ${perSecond >= GOAL ? 'met' : 'NOT met'}`);
  if (!report.sound || result.failures > 0 || Number(after.rows[0].open) > 0) process.exitCode = 1;
} finally {
  await running?.close();
  await admin(`drop database if exists "${name}" with (force)`);
  rmSync(scratch, { recursive: true, force: true });
}
