// npm run migrate — applies pending migrations to the configured database (DATABASE_URL, else the
// PGlite folder in DATA_DIR) and lists what ran.
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { EnvError, loadEnv } from '../server/env.ts';

try {
  const env = loadEnv();
  const { db, kind } = await createDatabase(env);
  try {
    const { results = [] } = await migrateToLatest(db);
    const target = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${env.DATA_DIR})`;
    if (results.length === 0) console.log(`${target}: already up to date`);
    for (const r of results) console.log(`${target}: ${r.status === 'Success' ? 'applied' : r.status.toLowerCase()} ${r.migrationName}`);
  } finally {
    await db.destroy();
  }
} catch (err) {
  console.error(err instanceof EnvError ? err.message : `migration failed: ${(err as Error).message}`);
  process.exit(1);
}
