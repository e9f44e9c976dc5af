import { sql, type Kysely } from 'kysely';

// One bonus per person (issue 19, a promotion's limits.onePerPerson): every grant of such a promotion marks
// the identities the member had at that moment — the verified mobile and each bank card number ever bound —
// so a second account of the same person is refused even after the mobile moved or the card was unbound.
// Card numbers are looked up across members: bank_cards gets the index that lookup needs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_person_marks')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    // 'mobile:<E.164>' or 'card:<number>'.
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('promotion_person_marks_pkey', ['tenant_id', 'promotion_id', 'identity', 'member_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_person_marks').execute();
}
