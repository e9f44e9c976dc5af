import { sql, type Kysely } from 'kysely';

// Support (issue 21 items 4, 5, 7): feedback, support tickets and the built-in live chat.
// A ticket and a chat conversation are both a support thread (channel 'ticket' or 'chat') with posts from the
// member, staff or the system; a post may carry one image (png/jpg ≤ 5 MB, checked before it gets here).
// Staff presence (who has the chat console open) decides whether a chat message is answered live or becomes
// a ticket. Every key starts with tenant_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_feedback')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().check(sql`length(content) <= 4000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('support_feedback_pkey', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('support_threads')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('ticket', 'chat')`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('deposit', 'withdrawal', 'game', 'customerService', 'application', 'other')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'answered', 'closed')`))
    .addColumn('assigned_to', 'text')
    .addColumn('member_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addPrimaryKeyConstraint('support_threads_pkey', ['tenant_id', 'id'])
    .execute();
  await sql`create index support_threads_of_member on support_threads (tenant_id, member_id, id desc)`.execute(db);
  await sql`create index support_threads_queue on support_threads (tenant_id, channel, status, updated_at desc)`.execute(db);
  // At most one live chat per member.
  await sql`create unique index support_threads_one_chat on support_threads (tenant_id, member_id) where channel = 'chat' and status <> 'closed'`.execute(db);

  await db.schema
    .createTable('support_posts')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('thread_id', 'bigint', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('member', 'staff', 'system')`))
    .addColumn('staff_username', 'text')
    .addColumn('text', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`length(text) <= 4000`),
    )
    .addColumn('image_type', 'text', (c) => c.check(sql`image_type in ('image/png', 'image/jpeg')`))
    .addColumn('image', 'bytea', (c) => c.check(sql`octet_length(image) <= 5242880`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('support_posts_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('support_posts_thread', ['tenant_id', 'thread_id'], 'support_threads', ['tenant_id', 'id'])
    .addCheckConstraint('support_posts_image_pair', sql`(image is null) = (image_type is null)`)
    .execute();
  await sql`create index support_posts_of_thread on support_posts (tenant_id, thread_id, id)`.execute(db);

  await db.schema
    .createTable('support_presence')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('support_presence_pkey', ['tenant_id', 'username'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_presence').execute();
  await db.schema.dropTable('support_posts').execute();
  await db.schema.dropTable('support_threads').execute();
  await db.schema.dropTable('support_feedback').execute();
}
