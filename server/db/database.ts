// The one Kysely instance: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise.
// Both return int8 as bigint (money is integer minor units) and timestamptz as Date.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { MembersTable } from '../features/accounts/members.table.ts';
import type { FeatureOverridesTable } from '../tenancy/feature-overrides.table.ts';
import { PGliteDialect } from './pglite-dialect.ts';

export interface Database {
  feature_overrides: FeatureOverridesTable;
  members: MembersTable;
}

export type Db = Kysely<Database>;

const INT8_OID = 20;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
}

/** `logger` receives errors of idle pooled connections (e.g. the server restarted), which would otherwise crash the process. */
export async function createDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, logger?: Pick<Logger, 'warn'>): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: env.DATABASE_URL,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client that loses its connection emits 'error' on the pool; unhandled, that kills the
    // process. The pool drops that client and opens a new one on the next query.
    pool.on('error', (err) => {
      if (logger) logger.warn({ err }, 'an idle database connection failed; it was dropped from the pool');
      else console.warn('an idle database connection failed; it was dropped from the pool:', err.message);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres' };
  }
  let dataDir: string | undefined;
  if (env.DATA_DIR === 'memory://') dataDir = 'memory://';
  else {
    dataDir = join(env.DATA_DIR, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite({ dataDir, parsers: { [INT8_OID]: (value: string) => BigInt(value) } });
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite' };
}
