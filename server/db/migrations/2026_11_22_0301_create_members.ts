import { sql, type Kysely } from 'kysely';

// Player and agent accounts of every tenant. Logins look accounts up by account_key (lower-cased
// account) or by dialling code + mobile number, always within one tenant.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text')
    .addColumn('email', 'text')
    .addColumn('country_dialing_code', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('temp_password_hash', 'text')
    .addColumn('temp_password_expires_at', 'timestamptz')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('payment_password_hash', 'text')
    .addColumn('affiliate_code', 'text')
    .addColumn('upline_id', 'bigint')
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('register_method', 'text', (c) => c.notNull())
    .addColumn('register_domain', 'text')
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('members_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('members_account_key', ['tenant_id', 'account_key'])
    .addUniqueConstraint('members_affiliate_code', ['tenant_id', 'affiliate_code'])
    .addCheckConstraint('members_mobile_pair', sql`(country_dialing_code is null) = (mobile_num is null)`)
    .execute();
  // One account per mobile number per tenant (nulls do not clash).
  await db.schema.createIndex('members_mobile').unique().on('members').columns(['tenant_id', 'country_dialing_code', 'mobile_num']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('members').execute();
}
