// Every SQL function has one home (server/db/functions/<name>.sql): the migrated database's functions
// equal their files, on PGlite and PostgreSQL, and each kind of drift is caught when planted.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../server/db/database.ts';
import { createMigrator, migrateToLatest } from '../../server/db/migrate.ts';
import { inlineFunctionDefinitions, sqlFunctionDrift } from '../../server/db/sql-function-drift.ts';
import { FUNCTIONS_DIR, applyFunctions, functionFileNames, functionSource } from '../../server/db/sql-functions.ts';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'sql-functions-'));
const asDirUrl = (path: string) => pathToFileURL(`${path}/`);

describe('SQL function files and migrations', () => {
  it('when the migrations are read, then none writes a function inline', () => {
    expect(inlineFunctionDefinitions()).toEqual([]);
  });

  it('when a migration writes a function inline, then the check names its file and line', () => {
    const dir = tempDir();
    try {
      writeFileSync(
        join(dir, '2026_11_26_0799_add_helper.ts'),
        "import { sql } from 'kysely';\n\nawait sql`\n  create or replace\n  function helper() returns int language sql as 'select 1'`;\n",
      );
      expect(inlineFunctionDefinitions(asDirUrl(dir))).toEqual(['2026_11_26_0799_add_helper.ts:4']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(DATABASE_KINDS)('SQL functions on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = (await createDatabase(testDb.env)).db;
    await migrateToLatest(db);
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });

  it('when a fresh database is migrated, then every function equals its file and every function has one', async () => {
    expect(functionFileNames()).toContain('game_stake');
    expect(await sqlFunctionDrift(db)).toEqual([]);
  });

  it("when a function's body in the database differs from its file, then the check names it", async () => {
    await sql.raw(functionSource('seamless_balance').replace("o_status := 'ok';", "o_status := 'ok!';")).execute(db);
    try {
      expect(await sqlFunctionDrift(db)).toEqual(["seamless_balance: the database's definition differs from its file"]);
    } finally {
      await applyFunctions(db, ['seamless_balance']);
    }
    expect(await sqlFunctionDrift(db)).toEqual([]);
  });

  it('when a function of ours has no file, or a file has no function, then the check names both', async () => {
    await sql`create function stray_helper() returns integer language sql as 'select 1'`.execute(db);
    await sql`drop function seamless_trial(text, text, bigint, text)`.execute(db);
    try {
      expect((await sqlFunctionDrift(db)).sort()).toEqual([
        'seamless_trial: missing from the database',
        'stray_helper: in the database but has no file in server/db/functions',
      ]);
    } finally {
      await sql`drop function stray_helper()`.execute(db);
      await applyFunctions(db, ['seamless_trial']);
    }
    expect(await sqlFunctionDrift(db)).toEqual([]);
  });

  it('when an old signature is left beside the new one, or a file is broken, then the check names them', async () => {
    const dir = tempDir();
    try {
      cpSync(new URL(FUNCTIONS_DIR).pathname, dir, { recursive: true });
      writeFileSync(join(dir, 'ledger_move.sql'), functionSource('ledger_move').replace('declare', 'declre'));
      writeFileSync(join(dir, 'misnamed.sql'), "create or replace function other_name() returns integer language sql as 'select 1';\n");
      await sql`create function game_stake(p_tenant text) returns integer language sql as 'select 1'`.execute(db);
      const problems = await sqlFunctionDrift(db, asDirUrl(dir));
      expect(problems).toContain('game_stake: 2 functions of that name in the database (drop the old signature)');
      expect(problems).toContainEqual(expect.stringMatching(/^ledger_move: its file does not run: /));
      expect(problems).toContain('misnamed: its file must create exactly the function misnamed (it created other_name)');
    } finally {
      await sql`drop function game_stake(text)`.execute(db);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await sqlFunctionDrift(db)).toEqual([]);
  });
});

describe('SQL functions of a database migrated before they moved to files', () => {
  it('when its functions carry the old inline text, then migration 0720 makes them equal to the files', async () => {
    const { db } = await createDatabase({ DATA_DIR: 'memory://' });
    try {
      const migrated = await createMigrator(db).migrateTo('2026_11_25_0630_add_games_list_ranks');
      expect(migrated.error).toBeUndefined();
      // The migrations wrote bodies indented inside template strings: same code, other text.
      for (const name of ['ledger_move', 'seamless_bet']) {
        await sql.raw(functionSource(name).replace(/\n(?=[a-z ])/g, '\n    ')).execute(db);
      }
      // Functions whose files came with later migrations (member_notes_append_only, …) are not there yet.
      expect((await sqlFunctionDrift(db)).filter((problem) => !problem.endsWith(': missing from the database'))).toEqual([
        "ledger_move: the database's definition differs from its file",
        "seamless_bet: the database's definition differs from its file",
      ]);
      await migrateToLatest(db);
      expect(await sqlFunctionDrift(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
