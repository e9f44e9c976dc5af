import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Architecture §5a: the outbox of domain events, the consumers' cursors, and the periods each periodic job
// has run (exactly once per period across instances). game_round_change (and the round reconciliation)
// now write 'bet.settled' when a real-money round closes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domain_events')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    // The writing transaction: consumers read in (tx_id, id) order, behind every transaction still open.
    .addColumn('tx_id', sql`xid8`, (c) => c.notNull().defaultTo(sql`pg_current_xact_id()`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint')
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('domain_events_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('domain_events_once', ['tenant_id', 'type', 'dedupe_key'])
    .execute();
  await sql`create index domain_events_order on domain_events (tx_id, id)`.execute(db);

  await db.schema
    .createTable('event_cursors')
    .addColumn('consumer', 'text', (c) => c.primaryKey())
    .addColumn('tx_id', sql`xid8`, (c) => c.notNull().defaultTo(sql`'0'::xid8`))
    .addColumn('event_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // An event a consumer could not handle (its error), kept for staff and skipped so it does not stop the rest.
  await db.schema
    .createTable('event_failures')
    .addColumn('consumer', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_failures_pkey', ['tenant_id', 'consumer', 'event_id'])
    .execute();

  await db.schema
    .createTable('job_periods')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('outcome', 'jsonb', (c) => c.notNull())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('job_periods_pkey', ['tenant_id', 'job', 'period_key'])
    .execute();

  await applyFunctions(db, ['domain_event_emit', 'game_round_change']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_periods', 'event_failures', 'event_cursors', 'domain_events']) await db.schema.dropTable(table).execute();
}
