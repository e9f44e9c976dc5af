// Proof that server/db/functions is the one home of every SQL function: the database's functions equal
// their files, every file's function exists, every function of ours has a file, and no migration
// writes a function inline. Used by tests/integration/sql-functions.test.ts.
//
// How "equal" is decided: each file is created in a scratch schema (inside a transaction that is
// rolled back) and PostgreSQL's own rendering of it (pg_get_functiondef: arguments, result, language,
// volatility, body) is compared with the rendering of the live function, so formatting the server
// normalises never counts as a difference and everything it keeps does.
import { readFileSync, readdirSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { FUNCTIONS_DIR, functionFileNames, functionSource } from './sql-functions.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const SCRATCH = 'sql_function_check';
const INLINE_FUNCTION = /\bcreate\s+(?:or\s+replace\s+)?function\b/gi;

class Rollback extends Error {
  constructor(readonly problems: string[]) {
    super('rollback');
  }
}

interface Definition {
  name: string;
  definition: string;
}

async function definitionsIn<DB>(db: Kysely<DB>, schema: string): Promise<Definition[]> {
  // Functions that belong to an extension are not ours.
  const { rows } = await sql<Definition>`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = ${schema}
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname, p.oid`.execute(db);
  return rows;
}

/** Every way the database's functions and the files disagree, one line each; [] when they agree. */
export async function sqlFunctionDrift<DB>(db: Kysely<DB>, dir: URL = FUNCTIONS_DIR): Promise<string[]> {
  try {
    await db.transaction().execute(async (trx) => {
      const problems: string[] = [];
      const live = await definitionsIn(trx, 'public');
      await sql`create schema ${sql.id(SCRATCH)}`.execute(trx);
      await sql`select set_config('search_path', ${`${SCRATCH}, public`}, true)`.execute(trx);
      // Checked as written, whatever the session's default.
      await sql`select set_config('check_function_bodies', 'on', true)`.execute(trx);
      const files = functionFileNames(dir);
      for (const name of files) {
        const before = new Set((await definitionsIn(trx, SCRATCH)).map((d) => d.definition));
        await sql`savepoint one_file`.execute(trx);
        try {
          await sql.raw(functionSource(name, dir)).execute(trx);
        } catch (err) {
          await sql`rollback to savepoint one_file`.execute(trx);
          problems.push(`${name}: its file does not run: ${err instanceof Error ? err.message : String(err)}`);
          continue;
        }
        const created = (await definitionsIn(trx, SCRATCH)).filter((d) => !before.has(d.definition));
        if (created.length !== 1 || created[0].name !== name) {
          problems.push(`${name}: its file must create exactly the function ${name} (it created ${created.map((d) => d.name).join(', ') || 'nothing'})`);
          continue;
        }
        const expected = created[0].definition.replace(`FUNCTION ${SCRATCH}.`, 'FUNCTION public.');
        const inDatabase = live.filter((d) => d.name === name);
        if (inDatabase.length === 0) problems.push(`${name}: missing from the database`);
        else if (inDatabase.length > 1) problems.push(`${name}: ${inDatabase.length} functions of that name in the database (drop the old signature)`);
        else if (inDatabase[0].definition !== expected) problems.push(`${name}: the database's definition differs from its file`);
      }
      for (const name of new Set(live.map((d) => d.name))) {
        if (!files.includes(name)) problems.push(`${name}: in the database but has no file in server/db/functions`);
      }
      throw new Rollback(problems);
    });
  } catch (err) {
    if (err instanceof Rollback) return err.problems;
    throw err;
  }
  throw new Error('unreachable');
}

/** `file:line` of every `create [or replace] function` written in a migration instead of a function file. */
export function inlineFunctionDefinitions(dir: URL = MIGRATIONS_DIR): string[] {
  const found: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    for (const match of text.matchAll(INLINE_FUNCTION)) found.push(`${file}:${text.slice(0, match.index).split('\n').length}`);
  }
  return found;
}
