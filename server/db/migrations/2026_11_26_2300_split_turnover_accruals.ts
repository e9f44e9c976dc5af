import { sql, type Kysely } from 'kysely';

// Settled turnover accrues once per (member, period kind, period, category) — not once per rebate promotion —
// so a bet costs the engine at most two rows (daily and weekly) however many rebates a brand runs; what each
// promotion has rebated of it lives in rebate_progress. Replaces rebate_accruals, created earlier the same day
// and never released (its rows, test data only, are dropped with it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('turnover_accruals')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('period_kind', 'text', (c) => c.notNull().check(sql`period_kind in ('daily', 'weekly')`))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('turnover', 'bigint', (c) => c.notNull().defaultTo(0))
    // The last 'bet.settled' event added (replays add nothing).
    .addColumn('counted_tx', sql`xid8`, (c) => c.notNull().defaultTo(sql`'0'::xid8`))
    .addColumn('counted_event', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('turnover_accruals_pkey', ['tenant_id', 'member_id', 'period_kind', 'period_key', 'category'])
    .execute();
  await sql`create index turnover_accruals_period on turnover_accruals (tenant_id, period_kind, period_key)`.execute(db);

  await db.schema
    .createTable('rebate_progress')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('rebated_turnover', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rebate_progress_pkey', ['tenant_id', 'promotion_id', 'member_id', 'period_key', 'category'])
    .execute();

  await db.schema.dropTable('rebate_accruals').execute();
}

export async function down(): Promise<void> {
  throw new Error('2026_11_26_2300_split_turnover_accruals cannot be undone');
}
