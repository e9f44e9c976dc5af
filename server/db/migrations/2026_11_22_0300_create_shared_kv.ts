import type { Kysely } from 'kysely';

// Key/value rows of the database-backed SharedState (sessions, rate-limit counters, one-time state)
// used when REDIS_URL is not set. expires_at_ms is epoch milliseconds; a row past it is dead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_kv')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at_ms', 'bigint')
    .execute();
  await db.schema.createIndex('shared_kv_expires_idx').on('shared_kv').column('expires_at_ms').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shared_kv').execute();
}
