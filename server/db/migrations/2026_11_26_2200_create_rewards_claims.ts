import { sql, type Kysely } from 'kysely';

// Issue 19, part 2: rewards a player claims (reward centre), settled turnover accruing toward rebates, and
// applications to 'apply' activities with their images.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reward_claims')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    // The grant's key once claimed; unique so one cause makes one reward.
    .addColumn('claim_key', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('rebate', 'application')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('award_kind', 'text', (c) => c.notNull().check(sql`award_kind in ('bonus', 'cash')`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('claimable')
        .check(sql`state in ('claimable', 'claimed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('claimed_at', 'timestamptz')
    .addPrimaryKeyConstraint('reward_claims_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('reward_claims_once', ['tenant_id', 'claim_key'])
    .execute();
  await sql`create index reward_claims_member on reward_claims (tenant_id, member_id, id)`.execute(db);

  await db.schema
    .createTable('rebate_accruals')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('turnover', 'bigint', (c) => c.notNull().defaultTo(0))
    // The part of the turnover already rebated (claimed or paid by the job).
    .addColumn('rebated_turnover', 'bigint', (c) => c.notNull().defaultTo(0))
    // The last 'bet.settled' event added (replays add nothing).
    .addColumn('counted_tx', sql`xid8`, (c) => c.notNull().defaultTo(sql`'0'::xid8`))
    .addColumn('counted_event', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rebate_accruals_pkey', ['tenant_id', 'promotion_id', 'member_id', 'period_key', 'category'])
    .addCheckConstraint('rebate_accruals_rebated_le_turnover', sql`rebated_turnover <= turnover`)
    .execute();
  await sql`create index rebate_accruals_period on rebate_accruals (tenant_id, promotion_id, period_key)`.execute(db);

  await db.schema
    .createTable('promotion_applications')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('applying')
        .check(sql`status in ('applying', 'issued', 'rejected')`),
    )
    .addColumn('amount', 'bigint')
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reward_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('promotion_applications_pkey', ['tenant_id', 'id'])
    .execute();
  // One application under review per member and activity.
  await sql`create unique index promotion_applications_one_open on promotion_applications (tenant_id, promotion_id, member_id) where status = 'applying'`.execute(
    db,
  );
  await sql`create index promotion_applications_review on promotion_applications (tenant_id, status, id)`.execute(db);

  await db.schema
    .createTable('promotion_application_images')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('application_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'smallint', (c) => c.notNull().check(sql`position between 1 and 3`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_application_images_pkey', ['tenant_id', 'application_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['promotion_application_images', 'promotion_applications', 'rebate_accruals', 'reward_claims'])
    await db.schema.dropTable(table).execute();
}
