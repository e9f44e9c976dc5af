import { sql, type Kysely } from 'kysely';

// Players in the back office (issue 16 item 5): a member's account status (staff lock an account: a
// locked member cannot sign in, and locking ends their sessions; named account_status, since queries
// that join members to deposits or withdrawals name their own `status` unqualified), and the sign-in
// history staff read — one row per session the login service starts, with the time, the client
// address and the device (the browser's User-Agent, cut to 300 characters). Both belong to accounts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members
    add column account_status text not null default 'active',
    add constraint members_account_status check (account_status in ('active', 'locked'))`.execute(db);
  await db.schema
    .createTable('member_logins')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull().check(sql`length(device) <= 300`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_logins_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('member_logins_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .execute();
  await sql`create index member_logins_history on member_logins (tenant_id, member_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_logins').execute();
  await sql`alter table members drop constraint members_account_status, drop column account_status`.execute(db);
}
