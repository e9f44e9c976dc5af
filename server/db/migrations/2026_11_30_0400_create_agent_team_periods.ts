import { sql, type Kysely } from 'kysely';

// Issue 17 at scale: the team overview summed every descendant's 5-minute figures (a 100,000-member team over a
// month is millions of rows, and without statistics the planner looped over the figures once per member: 94 s).
// agent_team_periods holds each ancestor's team figures (descendants only, as the overview shows them) per local
// day, week and month of the brand ('D:2026-11-27', 'W:2026-11-23', 'M:2026-11-01'), so an overview reads one
// row (today, yesterday, this week, this month) or one per day (a custom range) whatever the team's size.
// agent_member_periods marks a member active (a bet settled) in a period, so the rollup's active_members counts
// each member once per period. Both are written by the 'agents' consumer in the transaction that adds the
// per-member figures and moves its watermark: exactly once, like the figures.
// agent_team_builds records, per brand, the time zone its rollup was built in. The backfill from agent_figures
// needs the brand's zone, which lives in the tenant files, not the database: the consumer builds a brand's rollup
// (under the watermark lock) before its next batch when the brand has no build row or its zone changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_team_periods')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('ancestor_id', 'bigint', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('bets', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stake', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_turnover', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active_members', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('agent_team_periods_pkey', ['tenant_id', 'ancestor_id', 'period_key'])
    .execute();
  await db.schema
    .createTable('agent_member_periods')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_member_periods_pkey', ['tenant_id', 'member_id', 'period_key'])
    .execute();
  await sql`create index agent_member_periods_by_key on agent_member_periods (tenant_id, period_key, member_id)`.execute(db);
  await db.schema
    .createTable('agent_team_builds')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('built_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_team_builds').execute();
  await db.schema.dropTable('agent_member_periods').execute();
  await db.schema.dropTable('agent_team_periods').execute();
}
