import { sql, type Kysely } from 'kysely';

// Who signed in through an OpenID Connect provider: the provider's issuer and subject identify the
// person, and only within one tenant (the same Google account on two brands is two members). The
// e-mail is what the provider reported (verified only) at the first sign-in, for support staff.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_identities')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('social_identities_pkey', ['tenant_id', 'issuer', 'subject'])
    .addForeignKeyConstraint('social_identities_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('social_identities_member_idx').on('social_identities').columns(['tenant_id', 'member_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_identities').execute();
}
