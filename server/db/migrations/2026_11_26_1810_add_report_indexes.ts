import { sql, type Kysely } from 'kysely';

// Reports in the back office (issue 16 item 6) read a brand's transfers and new members by time: one
// range scan each instead of the whole brand. (The breakdown's round lookup uses game_rounds' unique
// key (tenant_id, vendor, round_id, member_id).)
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_transfers_report_idx on ledger_transfers (tenant_id, created_at)`.execute(db);
  await sql`create index members_created_idx on members (tenant_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index members_created_idx`.execute(db);
  await sql`drop index ledger_transfers_report_idx`.execute(db);
}
