import { sql, type Kysely } from 'kysely';

// Loyalty points (issue 20). Points are money: they live in the wallet's double-entry ledger as their own
// currency 'PTS' (player accounts, the house accounts 'points_issuer' that earns pay from and 'points_spent'
// that redeems and conversions pay into), so idempotency keys, the no-negative CHECK and ledger:check cover
// them. These tables hold what the ledger does not: the turnover each member has earned points on (per
// category, so points = floor(turnover / rate) without rounding drift), the mall's stock and the redeem requests.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loyalty_accruals')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('turnover', 'bigint', (c) => c.notNull().defaultTo(0))
    // Points already paid for this turnover: floor(turnover / rate) at the rate of each accrual.
    .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
    // The last event (transaction, id) counted: a replay of older events (a cursor moved back) adds nothing.
    .addColumn('counted_tx', sql`xid8`, (c) => c.notNull().defaultTo(sql`'0'::xid8`))
    .addColumn('counted_event', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('loyalty_accruals_pkey', ['tenant_id', 'member_id', 'category'])
    .addCheckConstraint('loyalty_accruals_not_negative', sql`turnover >= 0 and points >= 0`)
    .execute();

  await db.schema
    .createTable('loyalty_reward_stock')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('reward_id', 'text', (c) => c.notNull())
    // Requests that hold one (in process, approved or granted); a rejection gives its unit back.
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('loyalty_reward_stock_pkey', ['tenant_id', 'reward_id'])
    .addCheckConstraint('loyalty_reward_stock_taken', sql`taken >= 0`)
    .execute();

  await db.schema
    .createTable('loyalty_redeems')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    // 'redeem' of a mall reward, or 'convert' of points to cash.
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('redeem', 'convert')`))
    .addColumn('reward_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cash', 'bonus', 'item')`))
    .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    // granted: cash or bonus credited at once; in_process → approved | rejected (points returned): items.
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('granted', 'in_process', 'approved', 'rejected')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('loyalty_redeems_pkey', ['tenant_id', 'id'])
    // A retried request (same member, same request id) finds its first answer.
    .addUniqueConstraint('loyalty_redeems_request', ['tenant_id', 'member_id', 'request_id'])
    .addForeignKeyConstraint('loyalty_redeems_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('loyalty_redeems_history').on('loyalty_redeems').columns(['tenant_id', 'member_id', 'id']).execute();
  // Each member's VIP rank (set by the job vip-levels once per ended period); no row: rank 0.
  await db.schema
    .createTable('loyalty_vip')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull().check(sql`rank between 0 and 20`))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('loyalty_vip_pkey', ['tenant_id', 'member_id'])
    .execute();
  await db.schema.createIndex('loyalty_redeems_queue').on('loyalty_redeems').columns(['tenant_id', 'status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loyalty_vip').execute();
  await db.schema.dropTable('loyalty_redeems').execute();
  await db.schema.dropTable('loyalty_reward_stock').execute();
  await db.schema.dropTable('loyalty_accruals').execute();
}
