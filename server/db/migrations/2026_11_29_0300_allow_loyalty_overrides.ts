import { sql, type Kysely } from 'kysely';

// Loyalty edited in the back office (issue 20, staff side): the points-mall catalogue, the VIP levels and the
// missions are three more kinds of content override (tenant, kind), each replacing the tenant file's until
// staff reset it. The editors ask whether a reward was redeemed or a mission counted (its id — and a reward's
// kind, a mission's period and task — are then fixed): one index probe each.
const KINDS = ['banners', 'notices', 'maintenance', 'promotions'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_overrides drop constraint if exists content_overrides_kind_check`.execute(db);
  await sql`alter table content_overrides add constraint content_overrides_kind_check check (kind in (${sql.join(
    [...KINDS, 'loyaltyRewards', 'vip', 'missions'].map((k) => sql.lit(k)),
  )}))`.execute(db);
  await sql`create index if not exists loyalty_redeems_reward on loyalty_redeems (tenant_id, reward_id)`.execute(db);
  await sql`create index if not exists mission_progress_mission on mission_progress (tenant_id, mission_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists mission_progress_mission`.execute(db);
  await sql`drop index if exists loyalty_redeems_reward`.execute(db);
  await sql`delete from content_overrides where kind in ('loyaltyRewards', 'vip', 'missions')`.execute(db);
  await sql`alter table content_overrides drop constraint if exists content_overrides_kind_check`.execute(db);
  await sql`alter table content_overrides add constraint content_overrides_kind_check check (kind in (${sql.join(KINDS.map((k) => sql.lit(k)))}))`.execute(db);
}
