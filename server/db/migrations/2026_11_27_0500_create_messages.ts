import { sql, type Kysely } from 'kysely';

// Platform messages (issue 21 item 2): one row per message, whoever it is for. A message to a whole brand or
// a segment is stored once and matched to a member at read time (its audience columns), so a broadcast to
// 100k players writes one row; each member's read/deleted state is a row of message_states, written only
// when that member reads or deletes. System messages (deposit credited, …) store a code and params, not text,
// and are translated when read; their dedupe_key makes a replayed event write nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('operator', 'system')`))
    // all | member (member_id) | downline (upline_id) | registered (registered_from … registered_to). More
    // segments (VIP level, issue 20) are one more value and its column.
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('all', 'member', 'downline', 'registered')`))
    .addColumn('member_id', 'bigint')
    .addColumn('upline_id', 'bigint')
    .addColumn('registered_from', 'timestamptz')
    .addColumn('registered_to', 'timestamptz')
    .addColumn('code', 'text')
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Operator messages: { "<LANG>": "text" } per brand language.
    .addColumn('title', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('body', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('dedupe_key', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('withdrawn_by', 'text')
    .addPrimaryKeyConstraint('messages_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('messages_once', ['tenant_id', 'dedupe_key'])
    .addCheckConstraint('messages_member_target', sql`audience <> 'member' or member_id is not null`)
    .addCheckConstraint('messages_downline_target', sql`audience <> 'downline' or upline_id is not null`)
    .addCheckConstraint('messages_registered_target', sql`audience <> 'registered' or (registered_from is not null and registered_to is not null)`)
    .execute();
  await sql`create index messages_of_member on messages (tenant_id, member_id, id desc) where member_id is not null`.execute(db);
  await sql`create index messages_shared on messages (tenant_id, id desc) where member_id is null`.execute(db);

  await db.schema
    .createTable('message_states')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addPrimaryKeyConstraint('message_states_pkey', ['tenant_id', 'message_id', 'member_id'])
    .addForeignKeyConstraint('message_states_message', ['tenant_id', 'message_id'], 'messages', ['tenant_id', 'id'])
    .execute();
  await sql`create index message_states_of_member on message_states (tenant_id, member_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_states').execute();
  await db.schema.dropTable('messages').execute();
}
