import { sql, type Kysely } from 'kysely';

// The back office (issue 16): six staff roles instead of two; TOTP two-factor for every account (the
// secret, when it was confirmed, and the last time step used, so a code is never accepted twice);
// single-use recovery codes kept as hashes; and a structured detail on audit lines (a feature change's
// module, from and to), so a change can be reverted from the audit list.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_users drop constraint if exists staff_users_role_check`.execute(db);
  await sql`alter table staff_users add constraint staff_users_role_check
    check (role in ('admin', 'operations', 'cashier', 'marketing', 'agentManager', 'auditor'))`.execute(db);
  await sql`alter table staff_users
    add column totp_secret text,
    add column totp_confirmed_at timestamptz,
    add column totp_last_step bigint not null default 0`.execute(db);
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('staff_recovery_codes_pk', ['staff_id', 'code_hash'])
    .execute();
  await sql`alter table staff_audit add column detail jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_audit drop column detail`.execute(db);
  await db.schema.dropTable('staff_recovery_codes').execute();
  await sql`alter table staff_users drop column totp_secret, drop column totp_confirmed_at, drop column totp_last_step`.execute(db);
}
