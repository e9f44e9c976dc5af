import { sql, type Kysely } from 'kysely';

// Issue 18 follow-up: settling a draw writes only its winners. A losing slip is not rewritten: it stays
// 'accepted', and a slip 'accepted' on a drawn draw IS a losing slip (paid 0) — nothing can accept a slip once
// its draw is drawn (the draw voids every pending one). The losers' rounds are still closed in the wallet
// (seamless win of 0, once per slip by its transaction id), tracked per draw rather than per slip:
// losers_due is set when the draw is drawn and cleared once every loser's round is closed; losers_after is
// the last slip id (in slip id order) whose round is closed, so a restart resumes after it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lottery_draws')
    .addColumn('losers_due', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('losers_after', 'text')
    .execute();
  await sql`create index lottery_draws_losers_due_idx on lottery_draws (drawn_at) where losers_due`.execute(db);
  // the losers of a draw in slip id order (the wallet's keyset pages), and the accepted slips of an open draw
  await sql`create index lottery_slips_accepted_idx on lottery_slips (tenant_id, game_code, numero, slip_id) where status = 'accepted'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists lottery_slips_accepted_idx`.execute(db);
  await sql`drop index if exists lottery_draws_losers_due_idx`.execute(db);
  await db.schema.alterTable('lottery_draws').dropColumn('losers_after').dropColumn('losers_due').execute();
}
