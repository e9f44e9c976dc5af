import { sql, type Kysely } from 'kysely';

// Four-eyes for the live feature tree (issue 16 item 3): on a brand whose file sets
// backOffice.fourEyes, a change waits here until a second member of staff decides it. At most one
// change per module waits at a time (a partial unique index: two requests racing for one module
// cannot both be filed), and a decision is taken once (the decider claims the row while it is pending).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feature_change_requests')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('mod_id', 'text', (c) => c.notNull())
    // What the module becomes on approval; null hands it back to the tenant file.
    .addColumn('enabled', 'boolean')
    .addColumn('reason', 'text', (c) => c.notNull())
    // The audit line this change reverts, when it is a revert.
    .addColumn('reverts', 'bigint')
    .addColumn('requested_by_id', 'bigint', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addPrimaryKeyConstraint('feature_change_requests_pkey', ['tenant_id', 'id'])
    .execute();
  await sql`create unique index feature_change_requests_one_pending on feature_change_requests (tenant_id, mod_id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feature_change_requests').execute();
}
