import { sql, type Kysely } from 'kysely';

// Issue 19: what the rewards engine grants. promotion_grants holds one row per award with its idempotency
// key (the ledger transfer carries the same key), so limits count grants and a replay finds the key taken;
// bonuses carry the wagering requirement of a 'bonus' grant; promotion_entries records who joined a
// promotion that needs joining.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_grants')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('grant_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bonus', 'cash')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // The brand-local day of the grant: per-day limits count by it.
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('cause', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('promotion_grants_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('promotion_grants_once', ['tenant_id', 'grant_key'])
    .execute();
  await sql`create index promotion_grants_member on promotion_grants (tenant_id, member_id, promotion_id, local_day)`.execute(db);

  await db.schema
    .createTable('bonuses')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('wagering_required', 'bigint', (c) => c.notNull().check(sql`wagering_required >= 0`))
    .addColumn('wagering_done', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`wagering_done >= 0`),
    )
    // Percent per game category (RNG, LIVE, …) a settled stake counts; a category left out counts 100.
    .addColumn('weights', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`state in ('active', 'cleared', 'forfeited', 'expired', 'cancelled')`),
    )
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('forfeited_amount', 'bigint')
    // The last 'bet.settled' event counted (its transaction and id): a replayed event is not counted again.
    .addColumn('counted_tx', sql`xid8`, (c) => c.notNull().defaultTo(sql`'0'::xid8`))
    .addColumn('counted_event', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('bonuses_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('bonuses_of_grant', ['tenant_id', 'grant_id'])
    .execute();
  await sql`create index bonuses_active on bonuses (tenant_id, member_id, id) where state = 'active'`.execute(db);
  await sql`create index bonuses_expiring on bonuses (expires_at) where state = 'active'`.execute(db);

  await db.schema
    .createTable('promotion_entries')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('promotion_entries_pkey', ['tenant_id', 'promotion_id', 'member_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['promotion_entries', 'bonuses', 'promotion_grants']) await db.schema.dropTable(table).execute();
}
