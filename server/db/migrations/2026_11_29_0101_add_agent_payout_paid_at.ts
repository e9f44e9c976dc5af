import { sql, type Kysely } from 'kysely';

// Issue 17 follow-up: an owed payout (the upline could not fund it at settlement) is paid later, oldest first, once
// the upline has the money — by the 'agents-owed' job every 5 minutes, or by staff in the back office. paid_at is
// when the money moved (settlement time for a payout paid on time; null while owed or when nothing was earned); the
// partial index finds the owed ones in the order they are paid.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agent_payouts').addColumn('paid_at', 'timestamptz').execute();
  await sql`update agent_payouts set paid_at = created_at where status = 'paid'`.execute(db);
  await sql`create index agent_payouts_owed on agent_payouts (tenant_id, period_end, contract_id) where status = 'owed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists agent_payouts_owed`.execute(db);
  await db.schema.alterTable('agent_payouts').dropColumn('paid_at').execute();
}
