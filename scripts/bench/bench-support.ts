// Pieces the benchmark scripts share: the scratch-database admin connection, the PostgreSQL CPU
// reading, nearest-rank percentiles, and the real portal started on an ephemeral port.
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { createApp, type PortalApp } from '../../server/app.ts';
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
