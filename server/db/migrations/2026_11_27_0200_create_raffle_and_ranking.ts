import { sql, type Kysely } from 'kysely';

// Issue 19, raffle and ranking promotions. promotion_turnover: settled turnover per (promotion, member, period)
// in the promotion's categories, with the watermark of the last event counted (a replay adds nothing) and when
// it last grew (ranking ties: who reached it first ranks higher). raffle_chances: one row per chance earned,
// keyed per cause (deposit, n-th turnover step of a day), consumed by one draw. raffle_seeds: each member's
// committed server seed (its hash shown before the draw) and nonce, rotated by every draw. raffle_draws: the
// audit trail of every draw (seed revealed, client seed, nonce, roll, the weights it was drawn from, the
// prize). raffle_prize_stock: how many of a stocked prize are gone (locked while drawing).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_turnover')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('turnover', 'bigint', (c) => c.notNull().check(sql`turnover >= 0`))
    .addColumn('reached_at', 'timestamptz', (c) => c.notNull())
    .addColumn('counted_tx', sql`xid8`, (c) => c.notNull())
    .addColumn('counted_event', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_turnover_pkey', ['tenant_id', 'promotion_id', 'period_key', 'member_id'])
    .execute();
  await sql`create index promotion_turnover_rank on promotion_turnover (tenant_id, promotion_id, period_key, turnover desc, reached_at, member_id)`.execute(db);

  await db.schema
    .createTable('raffle_chances')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('chance_key', 'text', (c) => c.notNull())
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('cause', 'jsonb', (c) => c.notNull())
    .addColumn('earned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('drawn_at', 'timestamptz')
    .addPrimaryKeyConstraint('raffle_chances_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('raffle_chances_once', ['tenant_id', 'chance_key'])
    .execute();
  await sql`create index raffle_chances_member on raffle_chances (tenant_id, promotion_id, member_id, local_day)`.execute(db);
  await sql`create index raffle_chances_open on raffle_chances (tenant_id, promotion_id, member_id, id) where drawn_at is null`.execute(db);

  await db.schema
    .createTable('raffle_seeds')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull().check(sql`nonce >= 0`))
    .addPrimaryKeyConstraint('raffle_seeds_pkey', ['tenant_id', 'promotion_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('raffle_draws')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('chance_id', 'bigint', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('roll', 'bigint', (c) => c.notNull())
    // The prizes in the draw, in table order, with their weights (a prize out of stock is left out).
    .addColumn('pool', 'jsonb', (c) => c.notNull())
    .addColumn('prize_id', 'text', (c) => c.notNull())
    .addColumn('prize_kind', 'text', (c) => c.notNull().check(sql`prize_kind in ('cash', 'bonus', 'none')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('grant_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('raffle_draws_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('raffle_draws_once', ['tenant_id', 'chance_id'])
    .execute();
  await sql`create index raffle_draws_member on raffle_draws (tenant_id, promotion_id, member_id, id desc)`.execute(db);

  await db.schema
    .createTable('raffle_prize_stock')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('prize_id', 'text', (c) => c.notNull())
    .addColumn('given', 'bigint', (c) => c.notNull().check(sql`given >= 0`))
    .addPrimaryKeyConstraint('raffle_prize_stock_pkey', ['tenant_id', 'promotion_id', 'prize_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['raffle_prize_stock', 'raffle_draws', 'raffle_seeds', 'raffle_chances', 'promotion_turnover'])
    await db.schema.dropTable(table).execute();
}
