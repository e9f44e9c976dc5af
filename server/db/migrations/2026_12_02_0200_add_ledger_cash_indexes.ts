import { sql, type Kysely } from 'kysely';

// Issue 22 item 5 at scale: the limits page sums a member's net deposits over their whole life. Summed from every
// transfer of the player's account (bets and wins included) it grows with play; these partial indexes hold only
// the cash movements (deposits, withdrawals, their refunds), per side, so the sum reads just those rows.
const CASH = sql.raw(`kind in ('deposit', 'withdrawal', 'withdrawal_refund')`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_transfers_cash_credit on ledger_transfers (tenant_id, credit_account_id) include (amount, created_at) where ${CASH}`.execute(
    db,
  );
  await sql`create index ledger_transfers_cash_debit on ledger_transfers (tenant_id, debit_account_id) include (amount, created_at) where ${CASH}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ledger_transfers_cash_credit`.execute(db);
  await sql`drop index if exists ledger_transfers_cash_debit`.execute(db);
}
