import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Agents (issue 17): the member tree as a closure table (maintained by a trigger on members, backfilled
// here), per-member figures in 5-minute slots (fed by the 'agents' domain-events consumer) so a team's
// figures for any period are one indexed aggregate, the contracts between an upline and a direct downline,
// and the payouts of each (contract, period) — paid or owed, never twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_tree_paths')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('ancestor_id', 'bigint', (c) => c.notNull())
    .addColumn('descendant_id', 'bigint', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_tree_paths_pkey', ['tenant_id', 'ancestor_id', 'descendant_id'])
    .execute();
  await sql`create index member_tree_paths_up on member_tree_paths (tenant_id, descendant_id, depth)`.execute(db);
  await sql`
    insert into member_tree_paths (tenant_id, ancestor_id, descendant_id, depth)
    with recursive paths(tenant_id, ancestor_id, descendant_id, depth) as (
      select tenant_id, id, id, 0 from members
      union all
      select m.tenant_id, p.ancestor_id, m.id, p.depth + 1
      from members m join paths p on m.tenant_id = p.tenant_id and m.upline_id = p.descendant_id
      where p.depth < 64)
    select tenant_id, ancestor_id, descendant_id, depth from paths`.execute(db);
  await applyFunctions(db, ['member_tree_paths_add']);
  await sql`create trigger members_tree_paths after insert on members for each row execute function member_tree_paths_add()`.execute(db);

  await db.schema
    .createTable('agent_figures')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    // The start of the 5-minute slot (UTC) the figures fell in.
    .addColumn('slot', 'timestamptz', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stake', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_turnover', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('agent_figures_pkey', ['tenant_id', 'member_id', 'slot'])
    .execute();
  await sql`create index agent_figures_by_slot on agent_figures (tenant_id, slot, member_id)`.execute(db);

  await db.schema
    .createTable('agent_contracts')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('upline_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('dividend', 'dailyWages', 'hourlySalary', 'realTimeSalary')`))
    // dividend: D, W, H (semi-monthly), M; daily wages D; hourly salary HOUR; real-time salary M5.
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('D', 'W', 'H', 'M', 'HOUR', 'M5')`))
    .addColumn('tiers', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('offered', 'active', 'rejected', 'terminated', 'withdrawn')`))
    .addColumn('offered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    // In force over [starts_at, ends_at): from the next period after acceptance, to the end of the period of termination.
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('ended_by', 'bigint')
    .addPrimaryKeyConstraint('agent_contracts_pkey', ['tenant_id', 'id'])
    .execute();
  await sql`create unique index agent_contracts_one_offer on agent_contracts (tenant_id, member_id, kind) where status = 'offered'`.execute(db);
  await sql`create index agent_contracts_of_member on agent_contracts (tenant_id, member_id, kind, status)`.execute(db);
  await sql`create index agent_contracts_of_upline on agent_contracts (tenant_id, upline_id, status)`.execute(db);
  await sql`create index agent_contracts_in_force on agent_contracts (tenant_id, kind, status) where status in ('active', 'terminated')`.execute(db);

  await db.schema
    .createTable('agent_payouts')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'bigint', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('upline_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('turnover', 'bigint', (c) => c.notNull())
    .addColumn('team_loss', 'bigint', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // paid: the ledger transfer agent:<contract>:<period> exists; owed: the payer could not fund it; none: nothing earned.
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'owed', 'none')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('agent_payouts_pkey', ['tenant_id', 'contract_id', 'period_key'])
    .addForeignKeyConstraint('agent_payouts_contract', ['tenant_id', 'contract_id'], 'agent_contracts', ['tenant_id', 'id'])
    .execute();
  await sql`create index agent_payouts_of_member on agent_payouts (tenant_id, member_id, period_start desc)`.execute(db);
  await sql`create index agent_payouts_of_upline on agent_payouts (tenant_id, upline_id, period_start desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_payouts').execute();
  await db.schema.dropTable('agent_contracts').execute();
  await db.schema.dropTable('agent_figures').execute();
  await sql`drop trigger if exists members_tree_paths on members`.execute(db);
  await sql`drop function if exists member_tree_paths_add()`.execute(db);
  await db.schema.dropTable('member_tree_paths').execute();
}
