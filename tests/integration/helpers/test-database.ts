// Databases for integration tests: embedded PGlite in memory, or a fresh, uniquely named PostgreSQL
// database created on TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres)
// and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

export interface TestDatabase {
  kind: DatabaseKind;
  env: { DATABASE_URL?: string; DATA_DIR: string };
  drop(): Promise<void>;
}

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return { kind, env: { DATA_DIR: 'memory://' }, drop: async () => {} };
  const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString(), DATA_DIR: 'memory://' },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
