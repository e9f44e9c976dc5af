// The database layer on both engines: migrations, types, transactions under concurrency.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../server/db/database.ts';
import { createMigrator, migrateToLatest } from '../../server/db/migrate.ts';
import { CONDITION_GUARD_MS } from '../setup/condition-guard.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.ts';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;

describe.each(DATABASE_KINDS)('database on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = (await createDatabase(database.env)).db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('when migrations run, then every migration is applied once and a second run does nothing', async () => {
    const migrations = await createMigrator(db).getMigrations();
    // Every file of server/db/migrations, in name order, each applied.
    const files = readdirSync(new URL('../../server/db/migrations/', import.meta.url))
      .filter((f) => /^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+\.ts$/.test(f))
      .sort();
    expect(files.length).toBeGreaterThan(1);
    expect(migrations.map((m) => [m.name, m.executedAt instanceof Date])).toEqual(files.map((f) => [f.replace(/\.ts$/, ''), true]));
    expect((await migrateToLatest(db)).results).toEqual([]);
    const columns = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns where table_name = 'feature_overrides' order by ordinal_position`.execute(db);
    expect(columns.rows).toEqual([
      { column_name: 'tenant_id', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'mod_id', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'enabled', data_type: 'boolean', is_nullable: 'NO' },
      { column_name: 'updated_by', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'updated_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
    ]);
  });

  it('when a feature override is written twice, then the primary key keeps one row per tenant and module', async () => {
    const any = db as unknown as Kysely<any>;
    await any.insertInto('feature_overrides').values({ tenant_id: 't1', mod_id: 'GAMES', enabled: false, updated_by: 'x' }).execute();
    await expect(any.insertInto('feature_overrides').values({ tenant_id: 't1', mod_id: 'GAMES', enabled: true, updated_by: 'y' }).execute()).rejects.toThrow(
      /duplicate key|unique/i,
    );
    const updated = await any.updateTable('feature_overrides').set({ enabled: true }).where('tenant_id', '=', 't1').executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const deleted = await any.deleteFrom('feature_overrides').where('tenant_id', '=', 't1').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('when int8 and timestamptz values are read, then they arrive as bigint and Date on both engines', async () => {
    const row = await sql<{ big: bigint; at: Date }>`select 9007199254740993::int8 as big, '2026-01-02T03:04:05Z'::timestamptz as at`.execute(db);
    expect(row.rows[0].big).toBe(9007199254740993n);
    expect(row.rows[0].at).toEqual(new Date('2026-01-02T03:04:05Z'));
    const param = await sql<{ v: bigint }>`select ${123456789012345678n}::int8 + 1 as v`.execute(db);
    expect(param.rows[0].v).toBe(123456789012345679n);
  });

  it('when a transaction rolls back while other queries run concurrently, then only its own writes are undone', async () => {
    await sql`create table tx_probe (id int primary key)`.execute(db);
    try {
      const any = db as unknown as Kysely<any>;
      const failing = any
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('tx_probe').values({ id: 1 }).execute();
          await new Promise((r) => setTimeout(r, 50));
          throw new Error('roll back');
        })
        .catch((e: Error) => e.message);
      await new Promise((r) => setTimeout(r, 10));
      const outside = any.insertInto('tx_probe').values({ id: 2 }).execute();
      const committed = any.transaction().execute((trx) => trx.insertInto('tx_probe').values({ id: 3 }).execute());
      expect(await failing).toBe('roll back');
      await Promise.all([outside, committed]);
      const ids = (await any.selectFrom('tx_probe').select('id').orderBy('id').execute()).map((r) => r.id);
      expect(ids).toEqual([2, 3]);
    } finally {
      await sql`drop table tx_probe`.execute(db);
    }
  });
});

describe('database connection loss on PostgreSQL', () => {
  it('when an idle pooled connection is killed by the server, then a warning is logged, the process survives and the next query works', async () => {
    const database = await createTestDatabase('postgres');
    const logs: Array<Record<string, any>> = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _e, done) => (logs.push(JSON.parse(String(chunk))), done()) }));
    const { db } = await createDatabase(database.env, logger);
    const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
    try {
      const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]; // now idle in the pool
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await expect.poll(() => logs.some((l) => l.level === 40), { timeout: CONDITION_GUARD_MS }).toBe(true);
      expect(logs.find((l) => l.level === 40)).toMatchObject({
        msg: expect.stringMatching(/idle database connection failed/),
        err: { message: expect.stringMatching(/terminat/) },
      });
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.destroy();
      await database.drop();
    }
  });
});

describe('npm run migrate', () => {
  it('when run against PostgreSQL and a PGlite folder, then it applies the migrations and reports them', async () => {
    const database = await createTestDatabase('postgres');
    const dataDir = mkdtempSync(join(tmpdir(), 'migrate-'));
    const env = { ...process.env, TENANTS_DIR: join(ROOT, 'tests/integration/fixtures/tenants') };
    try {
      const pgRun = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
        cwd: ROOT,
        env: { ...env, DATABASE_URL: database.env.DATABASE_URL },
      });
      expect(pgRun.stdout).toContain('PostgreSQL (DATABASE_URL): applied 2026_11_22_0200_create_feature_overrides');
      const again = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
        cwd: ROOT,
        env: { ...env, DATABASE_URL: database.env.DATABASE_URL },
      });
      expect(again.stdout).toContain('already up to date');
      const liteRun = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
        cwd: ROOT,
        env: { ...env, DATABASE_URL: '', DATA_DIR: dataDir },
      });
      expect(liteRun.stdout).toContain('applied 2026_11_22_0200_create_feature_overrides');
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when the environment is invalid, then it exits non-zero naming the variable', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'mysql://nope', TENANTS_DIR: ROOT },
    }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('DATABASE_URL');
  });
});
