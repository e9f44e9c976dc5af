import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Many member-to-member (or house-to-member) payments in one call (issue 17: a real-time salary cycle of 10,000
// contracts paid set-based instead of one ledger_move round trip each): server/db/functions/ledger_pay_many.sql.
export async function up(db: Kysely<unknown>): Promise<void> {
  await applyFunctions(db, ['ledger_pay_many']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ledger_pay_many(text, text, text, boolean, text[], text[], bigint[], bigint[], smallint[], bigint[], jsonb[])`.execute(db);
}
