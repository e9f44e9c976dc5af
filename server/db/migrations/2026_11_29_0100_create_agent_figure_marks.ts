import { sql, type Kysely } from 'kysely';

// Issue 17 follow-up: the 'agents' consumer adds each event's amounts to agent_figures, so replaying it from an
// older cursor (or a second consumer reading the same events) counted them twice. Its own watermark, the last
// event (tx_id, id) it has added, is advanced in the same transaction as the figures and locked while it is read:
// an event at or below it is skipped, whichever process reads it and whatever the cursor says. Events are read in
// (tx_id, id) order behind every open transaction, so no event can later appear below the watermark. It starts
// where the consumer's cursor is now (every event up to there has been added already).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_figure_marks')
    .addColumn('consumer', 'text', (c) => c.primaryKey())
    .addColumn('tx_id', sql`xid8`, (c) => c.notNull().defaultTo(sql`'0'::xid8`))
    .addColumn('event_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into agent_figure_marks (consumer, tx_id, event_id) select consumer, tx_id, event_id from event_cursors where consumer = 'agents'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_figure_marks').execute();
}
