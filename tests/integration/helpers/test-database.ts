// Databases for integration tests: embedded PGlite in memory, or a fresh, uniquely named PostgreSQL
// database created on TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres)
// and dropped afterwards.
//
// A database starts 'empty' (as on a fresh machine: the code under test runs the migrations) or
// 'migrated': a copy of one template database per engine that the migrations ran on once in this run.
// Copying is the point: a new PGlite runs initdb (≈2 s of CPU) and then the migrations (≈0.4 s) on
// every start, where loading the template's data folder takes ≈0.5 s; on PostgreSQL `create database …
// template …` copies the files instead of running the migrations' DDL again. The copy is the same
// database the app would migrate to itself, and the migrations themselves are tested on empty databases.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { PGliteDialect } from '../../../server/db/pglite-dialect.ts';
import { adminUrl, type DatabaseTemplates } from '../../setup/database-templates.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];
export type DatabaseStart = 'empty' | 'migrated';

export interface TestDatabase {
  kind: DatabaseKind;
  env: { DATABASE_URL?: string; DATA_DIR: string };
  /** PGlite 'migrated': the template's data folder, for createDatabase's / createApp's `pgliteData`. */
  pgliteData?: Blob;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind, start: DatabaseStart = 'empty'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    return { kind, env: { DATA_DIR: 'memory://' }, pgliteData: start === 'migrated' ? await pgliteTemplate() : undefined, drop: async () => {} };
  }
  const template = start === 'migrated' ? await postgresTemplate() : undefined;
  const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  return {
    kind,
    env: { DATABASE_URL: databaseUrl(name), DATA_DIR: 'memory://' },
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** This run's templates, named by tests/setup/database-templates.ts (vite.config.ts's globalSetup). */
function templates(): DatabaseTemplates {
  const provided = inject('databaseTemplates');
  if (!provided) throw new Error('no database templates: run the tests with vite.config.ts (its globalSetup names them)');
  return provided;
}

// How long a worker waits for another worker's template before calling it a hang: a build on a loaded
// machine (initdb and every migration) may take minutes. A guard, never a speed check.
const TEMPLATE_GUARD_MS = 240_000;

/**
 * Builds `file` once per run across the parallel test workers: the first caller takes the lock (an atomic
 * mkdir) and builds; the others wait until the file appears, or fail with the builder's error.
 */
async function buildOnce(file: string, build: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(file)) return;
  let builder = true;
  try {
    mkdirSync(`${file}.lock`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    builder = false;
  }
  if (builder) {
    try {
      await build(`${file}.partial`);
      renameSync(`${file}.partial`, file);
    } catch (err) {
      writeFileSync(`${file}.failed`, String((err as Error).stack ?? err));
      throw err;
    }
    return;
  }
  for (const started = Date.now(); !existsSync(file);) {
    if (existsSync(`${file}.failed`)) throw new Error(`building ${file} failed in another test worker:\n${readFileSync(`${file}.failed`, 'utf8')}`);
    if (Date.now() - started > TEMPLATE_GUARD_MS) throw new Error(`${file} was not built within ${TEMPLATE_GUARD_MS} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let pgliteData: Promise<Blob> | undefined;

/** The migrated PGlite data folder as a tarball (loaded once per worker process). */
function pgliteTemplate(): Promise<Blob> {
  return (pgliteData ??= (async () => {
    const file = join(templates().dir, 'pglite.tar');
    await buildOnce(file, async (partial) => {
      const client = new PGlite('memory://');
      const db = new Kysely<unknown>({ dialect: new PGliteDialect(client) });
      try {
        await migrateToLatest(db);
        await client.query('checkpoint'); // the copy then starts without replaying the migrations' WAL
        writeFileSync(partial, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
      } finally {
        await db.destroy();
      }
    });
    return new Blob([readFileSync(file)]);
  })());
}

/** The migrated PostgreSQL template database's name; created by the first worker that needs it. */
async function postgresTemplate(): Promise<string> {
  const { dir, postgres: name } = templates();
  await buildOnce(join(dir, 'postgres.ready'), async (partial) => {
    await admin(`create database "${name}"`);
    // `create database … template` refuses while anyone is connected to the template: close before marking it ready.
    const { db } = await createDatabase({ DATABASE_URL: databaseUrl(name), DATA_DIR: 'memory://' });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    writeFileSync(partial, name);
  });
  return name;
}
