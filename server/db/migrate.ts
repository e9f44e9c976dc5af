// Migrations run at start (and by scripts/migrate.ts). Every file under migrations/ named
// YYYY_MM_DD_HHMM_verb_noun.ts is one migration; Kysely applies them in name order.
import { readdirSync } from 'node:fs';
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+)\.ts$/;

async function loadMigrations(): Promise<Record<string, Migration>> {
  const out: Record<string, Migration> = {};
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    const name = MIGRATION_FILE.exec(file)?.[1];
    if (name) out[name] = (await import(new URL(file, MIGRATIONS_DIR).href)) as Migration;
  }
  return out;
}

// Generic over the schema: migrations run on whatever the database holds today, not on the Database type.
export function createMigrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: { getMigrations: loadMigrations } });
}

/** Applies every pending migration; throws (naming the failed migration) when one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`migration ${failed ?? '(unknown)'} failed: ${cause}`, { cause: result.error });
  }
  return result;
}
