import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// A lottery slip placed in one call (issue 18, placement speed): server/db/functions/lottery_place_slip.sql.
export async function up(db: Kysely<unknown>): Promise<void> {
  await applyFunctions(db, ['lottery_place_slip']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists lottery_place_slip(text, text, text, text, text, text, text, timestamptz, bigint, text[], bigint[], text[], text[], bigint[], bigint[])`.execute(
    db,
  );
}
