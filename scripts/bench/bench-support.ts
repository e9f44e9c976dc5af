// Pieces the benchmark scripts share: the scratch-database admin connection, the PostgreSQL CPU
// reading, nearest-rank percentiles, the machine's load, the real portal started on an ephemeral port (per
// engine, on a scratch database), and settled bets closed at a paced rate while an event consumer keeps up.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { createApp, type PortalApp } from '../../server/app.ts';
import type { Db } from '../../server/db/database.ts';
import type { EventBatchHandler } from '../../server/features/domain-events/domain-events.service.ts';
import { loadEnv } from '../../server/env.ts';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the admin database, on a connection of its own (closed again, so pgbench can have every slot). */
export async function admin<R extends pg.QueryResultRow>(text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

/** CPU seconds used so far by every postgres process (Linux /proc; undefined elsewhere). Includes whatever else uses the server meanwhile. */
export function postgresCpuSeconds(): number | undefined {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.includes('(postgres)') && !stat.includes('(postmaster)')) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        /* the process ended meanwhile */
      }
    }
    return ticks / 100;
  } catch {
    return undefined;
  }
}

/** Nearest-rank percentile of sorted values. */
export const nearestRank = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
export const ms = (v: number) => `${v.toFixed(1)} ms`;

export interface BenchPortal {
  portal: PortalApp;
  port: number;
  close(): Promise<void>;
}

/** The real portal (no jobs, no file watching, warnings only) listening on 127.0.0.1 at an ephemeral port. */
export async function startBenchPortal(vars: Record<string, string>): Promise<BenchPortal> {
  const env = loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'warn', ...vars });
  const portal = await createApp({ env, logger: pino({ level: 'warn' }, pino.destination(2)), watch: false, jobs: false });
  let server: Server;
  try {
    server = await new Promise<Server>((done) => {
      const s = portal.app.listen(0, '127.0.0.1', () => done(s));
    });
  } catch (err) {
    await portal.close();
    throw err;
  }
  return {
    portal,
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await portal.close();
    },
  };
}

/** The machine line every bench prints beside its figures: cores and load average (1, 5, 15 min). */
export const machineLine = () =>
  `${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

/** p50/p95/p99/max of `values` (milliseconds), one line. */
export function percentileLine(values: readonly number[]): string {
  const sorted = Float64Array.from(values).sort();
  return `p50 ${ms(nearestRank(sorted, 50))}   p95 ${ms(nearestRank(sorted, 95))}   p99 ${ms(nearestRank(sorted, 99))}   max ${ms(sorted[sorted.length - 1] ?? 0)}`;
}

export interface EnginePortal extends BenchPortal {
  engine: string;
  /** PostgreSQL: a pool of `clients` connections to the scratch database; PGlite: null (one connection, the portal's). */
  pool: pg.Pool | null;
  /** Closes one real-money round through game_round_change (which writes its 'bet.settled' event), on the pool or the portal's database. */
  closeRound(args: readonly unknown[]): Promise<unknown>;
  /**
   * Closes several rounds in ONE statement, each through its own game_round_change call (its own upsert and
   * 'bet.settled' event, as a vendor's batch settlement would): a client then offers many bets per round trip.
   */
  closeRounds(rows: readonly (readonly unknown[])[]): Promise<unknown>;
}

/**
 * Runs `body` once per engine against the real portal (no jobs): 'postgres' on a scratch database named
 * `<prefix>_<random>` (BENCH_DB_PREFIX replaces the prefix; dropped afterwards), 'pglite' in memory. `vars` are
 * extra environment variables.
 */
export async function onEachEngine(
  engines: readonly string[],
  prefix: string,
  opts: { clients: number; vars?: Record<string, string> },
  body: (running: EnginePortal) => Promise<void>,
): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), `${prefix}-dist-`));
  try {
    for (const engine of engines) {
      const name = `${process.env.BENCH_DB_PREFIX ?? prefix}_${randomBytes(4).toString('hex')}`;
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      if (engine === 'postgres') await admin(`create database "${name}"`);
      try {
        const running = await startBenchPortal({
          ...(engine === 'postgres' ? { DATABASE_URL: url.toString() } : {}),
          DATA_DIR: 'memory://',
          DIST_DIR: join(dist, 'dist'),
          ...opts.vars,
        });
        const pool = engine === 'postgres' ? new pg.Pool({ connectionString: url.toString(), max: opts.clients }) : null;
        const text = 'select game_round_change($1, $2, $3, $4::int8, $5, $6, $7, $8, $9::int8, $10::int8, $11::int8, $12)';
        // the rounds as one jsonb array of argument arrays, each element typed as game_round_change takes it
        const many = `select game_round_change(x->>0, x->>1, x->>2, (x->>3)::int8, x->>4, x->>5, x->>6, (x->>7)::boolean,
            (x->>8)::int8, (x->>9)::int8, (x->>10)::int8, (x->>11)::boolean) from jsonb_array_elements($1::jsonb) x`;
        const closeRounds = pool
          ? (rows: readonly (readonly unknown[])[]) => pool.query(many, [JSON.stringify(rows)])
          : (rows: readonly (readonly unknown[])[]) =>
              sql.raw(many.replace('$1', `'${JSON.stringify(rows).replaceAll("'", "''")}'`)).execute(running.portal.db);
        const closeRound = pool
          ? (args: readonly unknown[]) => pool.query(text, [...args])
          : (args: readonly unknown[]) => sql`select game_round_change(${sql.join(args.map((a) => sql`${a}`))})`.execute(running.portal.db);
        try {
          await body({ ...running, engine, pool, closeRound, closeRounds });
        } finally {
          await pool?.end();
          await running.close();
        }
      } finally {
        if (engine === 'postgres') await admin(`drop database if exists "${name}" with (force)`);
      }
    }
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/** Events `consumer` has not read yet (its backlog). */
export async function backlogOf(db: Db, consumer: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from domain_events e
    where (e.tx_id, e.id) > coalesce((select (c.tx_id, c.event_id) from event_cursors c where c.consumer = ${consumer}), ('0'::xid8, 0::int8))`.execute(db);
  return Number(rows[0].n);
}

export interface SettledBetsRun {
  bets: number;
  seconds: number;
  /** Per handled 'bet.settled' event: ms from its transaction to the commit of the consumer batch that handled it. */
  lags: number[];
  /** Events the consumer had not read when the load stopped, and ms until it had read them all. */
  backlogAtStop: number;
  catchUpMs: number;
}

/**
 * Closes real-money rounds (bet `bet`, no win) at `rate` per second for `seconds`, by `clients` paced clients over
 * `players` and `categories`, while `consumer` consumes the events in this process as the app's job does
 * (`handle` inside its batch transaction), measuring each 'bet.settled' event's lag at its batch's commit.
 */
export async function driveSettledBets(o: {
  running: EnginePortal;
  tenant: string;
  players: readonly number[];
  categories: readonly string[];
  rate: number;
  seconds: number;
  clients: number;
  consumer: string;
  handle: EventBatchHandler;
  bet?: number;
  /** Events per consumer batch (default: the events service's). */
  batch?: number;
  /** Rounds each client closes per statement (default 1); the pacing keeps the offered rate. */
  roundsPerCall?: number;
}): Promise<SettledBetsRun> {
  const { portal } = o.running;
  const events = portal.services.events;
  const currency = portal.tenants.get(o.tenant)!.config.currency.code;
  const lags: number[] = [];
  let bets = 0;
  let stop = false;
  const started = performance.now();
  const endAt = started + o.seconds * 1000;
  const engine = (async () => {
    while (!stop || !(await events.caughtUp(o.consumer))) {
      const batch: number[] = [];
      const n = await events.consumeBatch(
        o.consumer,
        async (read, trx) => {
          await o.handle(read, trx);
          for (const event of read) if (event.type === 'bet.settled') batch.push(event.occurredAt.getTime());
        },
        o.batch,
      );
      const committed = Date.now();
      for (const at of batch) lags.push(committed - at);
      if (n === 0) await new Promise((r) => setTimeout(r, 20));
    }
  })();
  // Paced load: each client closes rounds at rate / clients per second, `per` of them per statement.
  const per = Math.max(1, o.roundsPerCall ?? 1);
  const perClientGapMs = (1000 * o.clients * per) / o.rate;
  await Promise.all(
    Array.from({ length: o.clients }, async (_, c) => {
      let next = performance.now() + (c * perClientGapMs) / o.clients;
      for (let i = 0; performance.now() < endAt; i += per) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        next += perClientGapMs;
        const rows = Array.from({ length: per }, (_, k) => {
          const member = o.players[(c * 7919 + i + k) % o.players.length];
          const round = `c${c}-${i + k}-${randomBytes(3).toString('hex')}`;
          const category = o.categories[(i + k) % o.categories.length];
          return [o.tenant, 'BENCH', round, member, 'g1', category, currency, false, o.bet ?? 1_000, 0, 0, true];
        });
        await (per === 1 ? o.running.closeRound(rows[0]) : o.running.closeRounds(rows));
        bets += per;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const stopped = performance.now();
  const backlogAtStop = await backlogOf(portal.db, o.consumer);
  stop = true;
  await engine;
  return { bets, seconds, lags, backlogAtStop, catchUpMs: performance.now() - stopped };
}
