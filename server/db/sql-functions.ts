// Every SQL function of the database has one home: server/db/functions/<name>.sql, holding its current
// definition as one `create or replace function` statement. Migrations never carry a body inline; a
// migration that creates or changes functions calls applyFunctions(db, [names]).
//
// History: an old migration now loads today's body. That is safe because
//  - function bodies are not checked against tables while migrating (check_function_bodies off, as
//    pg_dump does), so a body may name a table or column a later migration adds; the drift test
//    (tests/integration/sql-functions.test.ts) creates every file with the check on;
//  - a migration that changes a function's arguments or result type first drops the old signature
//    with `drop function if exists …`, then applies the file (on a fresh database the old migration
//    already created the new signature, and the drop finds nothing);
//  - a function that is removed leaves every applyFunctions list with its file.
import { readFileSync, readdirSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';

export const FUNCTIONS_DIR = new URL('./functions/', import.meta.url);
const NAME = /^[a-z_][a-z0-9_]*$/;

/** The names of the function files in `dir` (default server/db/functions), sorted. */
export function functionFileNames(dir: URL = FUNCTIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.slice(0, -'.sql'.length))
    .sort();
}

/** The file of one function: its `create or replace function` statement. */
export function functionSource(name: string, dir: URL = FUNCTIONS_DIR): string {
  if (!NAME.test(name)) throw new Error(`not a function name: ${JSON.stringify(name)}`);
  return readFileSync(new URL(`${name}.sql`, dir), 'utf8');
}

/** Creates or replaces the named functions from their files, in the caller's transaction (or one of its own). */
export async function applyFunctions<DB>(db: Kysely<DB>, names: readonly string[], dir: URL = FUNCTIONS_DIR): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => applyFunctions(trx, names, dir));
  const sources = names.map((name) => functionSource(name, dir));
  const { rows } = await sql<{ was: string }>`select current_setting('check_function_bodies') as was`.execute(db);
  await sql`select set_config('check_function_bodies', 'off', true)`.execute(db);
  for (const source of sources) await sql.raw(source).execute(db);
  await sql`select set_config('check_function_bodies', ${rows[0].was}, true)`.execute(db);
}
