// bench-ledger: wallet transfers per second and their latency with BENCH_CLIENTS (100) concurrent
// callers of the wallet service, beside pgbench's TPC-B-like load on the same PostgreSQL database in
// the same run, and the embedded PGlite figure. Two shapes:
//   wallets  each transfer between two of 1,000 funded member wallets (rows rarely shared),
//   bets     each transfer from one of those wallets into the house 'game_bets' account, which every
//            transfer credits (as every TPC-B transaction updates pgbench's single branch row); the
//            ledger spreads a house account over HOUSE_SHARDS rows, so bets do not queue on one row.
// Each transfer is one round trip (ledger_move) and commits on its own (synchronous_commit as the
// server has it). Ends with the ledger reconciliation (the ledger:check audit), which must be sound.
// Env: BENCH_DATABASE_URL (admin URL; default postgres://postgres@127.0.0.1:5432/postgres; a scratch
// database is created and dropped), BENCH_SECONDS (15 per PostgreSQL run), BENCH_PGLITE_SECONDS (5),
// BENCH_CLIENTS (100), BENCH_POOL (connections of the service's pool, 20), BENCH_SKIP_PGBENCH=1.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Database, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { LedgerRepository } from '../../server/features/wallet/ledger.repository.ts';
import { WalletService } from '../../server/features/wallet/wallet.service.ts';
import type { AccountRef } from '../../server/features/wallet/wallet.types.ts';
import { ADMIN_URL, admin, postgresCpuSeconds } from './bench-support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PGLITE_SECONDS = Number(process.env.BENCH_PGLITE_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const POOL = Number(process.env.BENCH_POOL ?? 20);
const PLAYERS = 1_000;
const TENANT = 'bench';
const CASHIER: AccountRef = { kind: 'house', code: 'cashier' };
const BETS: AccountRef = { kind: 'house', code: 'game_bets' };
const INT8_OID = 20;

interface Figures {
  perSecond: number;
  /** CPU time per transfer of this process and of every postgres process on the machine (µs), when known. */
  cpu?: { node: number; postgres?: number };
  p50: number;
  p99: number;
  max: number;
  count: number;
  refused?: number;
}

const percentile = (sorted: Float64Array | number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const line = (label: string, f: Figures) =>
  console.log(
    `  ${label.padEnd(30)} ${f.perSecond.toFixed(0).padStart(6)} /s   p50 ${ms(f.p50).padStart(9)}   p99 ${ms(f.p99).padStart(9)}   max ${ms(f.max).padStart(9)}   (${f.count} done${f.refused ? `, ${f.refused} refused` : ''}` +
      `${f.cpu ? `; CPU per transfer: node ${f.cpu.node.toFixed(0)} µs${f.cpu.postgres === undefined ? '' : `, postgres ${f.cpu.postgres.toFixed(0)} µs`}` : ''})`,
  );

/** The application's Kysely over its own pg pool of POOL connections (same int8 → bigint parsing as server/db/database.ts). */
function postgresDb(url: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (v: string) => BigInt(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

async function seed(db: Db, wallet: WalletService): Promise<number[]> {
  const { rows } = await sql<{ id: bigint }>`
    insert into members (tenant_id, account, account_key, nickname, register_method)
    select ${TENANT}, 'bench' || g, 'bench' || g, 'bench' || g, 'seed' from generate_series(1, ${PLAYERS}) g
    returning id`.execute(db);
  const ids = rows.map((r) => Number(r.id));
  for (const id of ids)
    await wallet.transfer({
      tenantId: TENANT,
      idempotencyKey: `seed:${id}`,
      kind: 'deposit',
      from: CASHIER,
      to: { kind: 'player', memberId: id },
      amount: 1_000_000_000,
      currency: 'PHP',
    });
  // Open the house account of the bets shape before the clock starts.
  await wallet.transfer({
    tenantId: TENANT,
    idempotencyKey: 'seed:bets',
    kind: 'bet',
    from: { kind: 'player', memberId: ids[0] },
    to: BETS,
    amount: 1,
    currency: 'PHP',
  });
  await sql`analyze`.execute(db);
  return ids;
}

/** CLIENTS callers, each starting its next transfer when the previous one returns, for `seconds`. */
async function run(
  wallet: WalletService,
  label: string,
  seconds: number,
  payee: (i: number) => AccountRef,
  payer: (i: number) => number,
  onPostgres: boolean,
): Promise<Figures> {
  const latencies: number[] = [];
  let refused = 0;
  let n = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  const [cpu0, pg0] = [process.cpuUsage(), onPostgres ? postgresCpuSeconds() : undefined];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const i = n++;
        const t0 = performance.now();
        try {
          await wallet.transfer({
            tenantId: TENANT,
            idempotencyKey: `${label}:${i}`,
            kind: 'bet',
            from: { kind: 'player', memberId: payer(i) },
            to: payee(i),
            amount: 1 + (i % 50),
            currency: 'PHP',
          });
          latencies.push(performance.now() - t0);
        } catch {
          refused++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const [cpu, pg1] = [process.cpuUsage(cpu0), onPostgres ? postgresCpuSeconds() : undefined];
  const done = latencies.length + refused;
  const sorted = Float64Array.from(latencies).sort();
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    count: latencies.length,
    refused,
    cpu: { node: (cpu.user + cpu.system) / done, postgres: pg0 === undefined || pg1 === undefined ? undefined : ((pg1 - pg0) * 1e6) / done },
  };
}

async function ledgerBench(name: string, db: Db, seconds: number): Promise<Record<string, Figures>> {
  await migrateToLatest(db);
  const wallet = new WalletService(new LedgerRepository(db));
  const ids = await seed(db, wallet);
  const player = (i: number) => ids[(i * 7919) % ids.length];
  const other = (i: number) => ids[(i * 7919 + 1 + ((i * 104729) % (ids.length - 1))) % ids.length];
  const onPostgres = name.startsWith('PostgreSQL');
  console.log(`${name}: ${CLIENTS} concurrent callers${onPostgres ? `, pool of ${POOL} connections` : ''}, ${seconds} s per shape`);
  const figures: Record<string, Figures> = {};
  figures.wallets = await run(wallet, 'wallets', seconds, (i) => ({ kind: 'player', memberId: other(i) }), player, onPostgres);
  line('ledger wallets (wallet→wallet)', figures.wallets);
  figures.bets = await run(wallet, 'bets', seconds, () => BETS, player, onPostgres);
  line('ledger bets (wallet→game_bets)', figures.bets);
  const report = await auditLedger(db, { tenantId: TENANT });
  console.log(
    `  reconciliation: ${report.sound ? `sound (${report.tenants[0]?.transfers ?? 0} transfers)` : `BROKEN ${JSON.stringify(report.problems.slice(0, 5))}`}`,
  );
  if (!report.sound) process.exitCode = 1;
  return figures;
}

/** pgbench with `clients` connections (fewer when the server has not that many free: max_connections is shared with whatever else runs). */
function pgbench(url: string, clients: number): Figures | null {
  if (process.env.BENCH_SKIP_PGBENCH) return null;
  if (spawnSync('which', ['pgbench']).status !== 0) {
    console.log('  pgbench: not installed (Debian: apt-get install postgresql-contrib) — no comparison');
    return null;
  }
  execFileSync('pgbench', ['-i', '-q', url], { stdio: 'ignore' });
  const logs = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const out = execFileSync(
      'pgbench',
      ['-c', String(clients), '-j', '2', '-T', String(SECONDS), '-M', 'prepared', '-l', `--log-prefix=${join(logs, 'tx')}`, url],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    // Per-transaction log: client, transaction no, latency in µs, script, epoch s, µs.
    const latencies = readdirSync(logs).flatMap((f) =>
      readFileSync(join(logs, f), 'utf8')
        .trim()
        .split('\n')
        .map((l) => Number(l.split(' ')[2]) / 1000),
    );
    const sorted = Float64Array.from(latencies).sort();
    return { perSecond: tps, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1], count: latencies.length };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}

const name = `bench_ledger_${randomBytes(4).toString('hex')}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
await admin(`create database "${name}"`);
try {
  const settings = await admin<{ name: string; setting: string }>(
    `select name, setting from pg_settings where name in ('server_version', 'synchronous_commit', 'fsync', 'max_connections')`,
  );
  console.log(`PostgreSQL ${settings.map((r) => `${r.name}=${r.setting}`).join(', ')}; ${(await import('node:os')).cpus().length} cores`);
  // Connections in use besides the one asking (max_connections is shared with whatever else runs here).
  const [{ free }] = await admin<{ free: number }>(
    `select current_setting('max_connections')::int - count(*)::int + 1 as free from pg_stat_activity where backend_type = 'client backend'`,
  );
  const clients = Math.min(CLIENTS, free);
  console.log(
    `pgbench (TPC-B-like, scale 1, -c ${clients} -j 2 -T ${SECONDS} -M prepared) on the same database${clients < CLIENTS ? ` — only ${free} connections free of max_connections` : ''}:`,
  );
  const base = pgbench(url.toString(), clients);
  if (base) line('pgbench tpcb-like', base);
  const db = postgresDb(url.toString());
  let figures: Record<string, Figures>;
  try {
    figures = await ledgerBench('PostgreSQL', db, SECONDS);
  } finally {
    await db.destroy();
  }
  if (base) {
    for (const [shape, f] of Object.entries(figures)) {
      console.log(`  ${shape}: ${((100 * f.perSecond) / base.perSecond).toFixed(0)} % of pgbench tps (goal ≥ 30 %), p99 ${ms(f.p99)} (goal ≤ 50 ms)`);
    }
  }
} finally {
  await admin(`drop database if exists "${name}" with (force)`);
}

const { db: lite } = await createDatabase({ DATA_DIR: 'memory://' });
try {
  await ledgerBench('PGlite (in memory, one connection)', lite, PGLITE_SECONDS);
} finally {
  await lite.destroy();
}
