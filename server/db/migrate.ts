// Migrations run at start (and by scripts/migrate.ts). The list is static: adding a migration means
// adding its file under migrations/ (YYYY_MM_DD_HHMM_verb_noun.ts) and one line here.
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as createFeatureOverrides from './migrations/2026_11_22_0200_create_feature_overrides.ts';

const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0200_create_feature_overrides': createFeatureOverrides,
};

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

/** Applies every pending migration; throws (naming the failed migration) when one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`migration ${failed ?? '(unknown)'} failed: ${cause}`, { cause: result.error });
  }
  return result;
}
