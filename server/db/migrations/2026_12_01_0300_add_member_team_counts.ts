import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Issue 17 at scale: the team overview counted the closure per request (team size and direct downlines: 100,000
// closure rows for the top agent; new members: a lookup per brand member registered in the range) — p95 194 ms at
// 100,000 members. member_team_counts keeps each member's team size and direct downlines, agent_team_joins each
// ancestor's new members per brand-local day ('D:2026-11-27', the team rollup's day keys); both are written by a
// statement trigger on members (member_team_counts_add, after the closure's row trigger) in the registering
// transaction. The day keys need the brand's zone, which the database knows only once the 'agents' consumer has
// built the brand's team rollup (agent_team_builds): until then, or while the zone differs, the overview counts as
// before; the rollup build recounts the joins.
// Backfilled here from the closure and members (joins for the brands whose rollup is built).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_team_counts')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('team_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('direct_downlines', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('member_team_counts_pkey', ['tenant_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('agent_team_joins')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('ancestor_id', 'bigint', (c) => c.notNull())
    .addColumn('day_key', 'text', (c) => c.notNull())
    .addColumn('joined', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('agent_team_joins_pkey', ['tenant_id', 'ancestor_id', 'day_key'])
    .execute();
  // The backfill sees every member: the tree is locked against registrations until this migration commits.
  await sql`lock table member_tree_paths in share mode`.execute(db);
  await sql`
    insert into member_team_counts (tenant_id, member_id, team_size, direct_downlines)
    select tenant_id, ancestor_id, count(*), count(*) filter (where depth = 1)
    from member_tree_paths where depth > 0
    group by tenant_id, ancestor_id`.execute(db);
  await sql`
    insert into agent_team_joins (tenant_id, ancestor_id, day_key, joined)
    select p.tenant_id, p.ancestor_id, 'D:' || to_char(x.created_at at time zone b.time_zone, 'YYYY-MM-DD'), count(*)
    from member_tree_paths p
    join agent_team_builds b on b.tenant_id = p.tenant_id
    join members x on x.tenant_id = p.tenant_id and x.id = p.descendant_id
    where p.depth > 0
    group by 1, 2, 3`.execute(db);
  await applyFunctions(db, ['member_team_counts_add']);
  await sql`
    create trigger members_team_counts after insert on members referencing new table as added
    for each statement execute function member_team_counts_add()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists members_team_counts on members`.execute(db);
  await sql`drop function if exists member_team_counts_add()`.execute(db);
  await db.schema.dropTable('agent_team_joins').execute();
  await db.schema.dropTable('member_team_counts').execute();
}
