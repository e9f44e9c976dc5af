import { sql, type Kysely } from 'kysely';

// Help articles and the support console's canned answers editable in the back office (issue 21 gaps 1 and 2):
// two more kinds of content override per brand. 'help' holds, per language staff edited, the help centre's
// categories and articles (a language not edited shows the shipped texts); 'canned' holds, per language staff
// edited, the console's ready answers (a language not edited offers the tenant file's answers). Runs after the
// loyalty kinds' migration (0300), so it keeps those.
const BEFORE = ['banners', 'notices', 'maintenance', 'promotions', 'loyaltyRewards', 'vip', 'missions'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_overrides drop constraint if exists content_overrides_kind_check`.execute(db);
  await sql`alter table content_overrides add constraint content_overrides_kind_check check (kind in (${sql.join([...BEFORE, 'help', 'canned'].map((k) => sql.lit(k)))}))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from content_overrides where kind in ('help', 'canned')`.execute(db);
  await sql`alter table content_overrides drop constraint if exists content_overrides_kind_check`.execute(db);
  await sql`alter table content_overrides add constraint content_overrides_kind_check check (kind in (${sql.join(BEFORE.map((k) => sql.lit(k)))}))`.execute(db);
}
