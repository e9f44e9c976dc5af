import { sql, type Kysely } from 'kysely';

// One live SMS verification code per tenant + purpose + mobile number (a new code replaces the old
// one). Only an HMAC of the code is stored; `attempts` counts wrong tries (5 burn the code).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_codes')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('country_dialing_code', 'text', (c) => c.notNull())
    .addColumn('mobile_num', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('verification_codes_pkey', ['tenant_id', 'purpose', 'country_dialing_code', 'mobile_num'])
    .execute();
  await db.schema.createIndex('verification_codes_expires_idx').on('verification_codes').columns(['tenant_id', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_codes').execute();
}
