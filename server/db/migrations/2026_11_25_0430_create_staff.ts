import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Staff of the operator (cashiers, admins): accounts apart from players, their sessions, and an
// append-only audit of what they did. A trigger refuses UPDATE and DELETE on the audit, so not even
// a bug in our code can rewrite history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('cashier', 'admin')`))
    .addColumn('tenant_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_users.id'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('staff_id', 'bigint', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text')
    .addColumn('subject', 'text')
    .addColumn('note', 'text')
    .addColumn('ip', 'text')
    .execute();
  await applyFunctions(db, ['staff_audit_append_only']);
  await sql`create trigger staff_audit_no_change before update or delete on staff_audit
    for each row execute function staff_audit_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit').execute();
  await sql`drop function if exists staff_audit_append_only()`.execute(db);
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_users').execute();
}
