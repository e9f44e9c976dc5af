import { sql, type Kysely } from 'kysely';

// Deep pages of the games list in O(page size). A page through OFFSET walks every row before it (page
// 1,300 of 20,000 slots read 19,500 index entries; bench-games-list's slowest shape). type_rank and
// vendor_rank number the games a brand shows, in the brand's order, within their category and within
// their vendor (null for games it does not show), so the common list — a category or a vendor, no
// other filter — is a range: ranks (page-1)×size+1 … page×size. Written with position by reorder.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games add column type_rank integer, add column vendor_rank integer`.execute(db);
  await sql`create index games_type_rank_idx on games (tenant_id, game_type, type_rank) where type_rank is not null`.execute(db);
  await sql`create index games_vendor_rank_idx on games (tenant_id, vendor, vendor_rank) where vendor_rank is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index games_vendor_rank_idx`.execute(db);
  await sql`drop index games_type_rank_idx`.execute(db);
  await sql`alter table games drop column type_rank, drop column vendor_rank`.execute(db);
}
