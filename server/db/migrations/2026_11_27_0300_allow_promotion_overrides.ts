import { sql, type Kysely } from 'kysely';

// Promotions editable in the back office (issue 19 items 2 and 5): the list staff edited is one more kind of
// content override (tenant, 'promotions'), replacing the tenant file's `promotions` until staff reset it.
// The editor asks whether anything is keyed by a promotion's id (its id and type are then fixed): one index
// probe per table, so the tables without a (tenant, promotion) index get one.
const INDEXED = ['promotion_grants', 'bonuses', 'reward_claims', 'promotion_applications'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_overrides drop constraint if exists content_overrides_kind_check`.execute(db);
  await sql`alter table content_overrides add constraint content_overrides_kind_check check (kind in ('banners', 'notices', 'maintenance', 'promotions'))`.execute(
    db,
  );
  for (const table of INDEXED)
    await sql`create index if not exists ${sql.id(`${table}_promotion`)} on ${sql.table(table)} (tenant_id, promotion_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of INDEXED) await sql`drop index if exists ${sql.id(`${table}_promotion`)}`.execute(db);
  await sql`delete from content_overrides where kind = 'promotions'`.execute(db);
  await sql`alter table content_overrides drop constraint if exists content_overrides_kind_check`.execute(db);
  await sql`alter table content_overrides add constraint content_overrides_kind_check check (kind in ('banners', 'notices', 'maintenance'))`.execute(db);
}
