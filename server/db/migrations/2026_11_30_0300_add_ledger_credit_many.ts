import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Many payments from one house account in one call (issue 20: the VIP job's upgrade bonuses for 100,000 members
// and the points consumer's batches): server/db/functions/ledger_credit_many.sql.
export async function up(db: Kysely<unknown>): Promise<void> {
  await applyFunctions(db, ['ledger_credit_many']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ledger_credit_many(text, text, text, text, text, text[], bigint[], smallint[], bigint[], jsonb[])`.execute(db);
}
