import { sql, type Kysely } from 'kysely';

// Agent recruitment (/join): a member's application to become an agent, reviewed by staff. At most one
// pending application per member (a partial unique index, so two racing submissions cannot both land); a
// rejected member may apply again, and every application stays as the record of what was decided.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_applications')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigserial', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('contact_channel', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('experience', 'text', (c) => c.notNull())
    .addColumn('team_size', 'integer', (c) => c.notNull().check(sql`team_size between 0 and 100000`))
    .addColumn('market', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addPrimaryKeyConstraint('agent_applications_pkey', ['tenant_id', 'id'])
    .execute();
  await sql`create unique index agent_applications_one_pending on agent_applications (tenant_id, member_id) where status = 'pending'`.execute(db);
  await db.schema.createIndex('agent_applications_by_member').on('agent_applications').columns(['tenant_id', 'member_id', 'id']).execute();
  await db.schema.createIndex('agent_applications_by_status').on('agent_applications').columns(['tenant_id', 'status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_applications').execute();
}
