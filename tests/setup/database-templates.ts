// Vitest global setup: names this run's migrated template databases (one PGlite data folder, one
// PostgreSQL database) and removes them at the end. The first test file that needs a template builds it
// (tests/integration/helpers/test-database.ts), so a run of unit tests alone builds nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export interface DatabaseTemplates {
  /** Folder of this run's PGlite template (pglite.tar) and the build markers of both templates. */
  dir: string;
  /** Name of this run's PostgreSQL template database (created on TEST_DATABASE_URL's server when first needed). */
  postgres: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default function setup(project: TestProject) {
  // Unique per run, so runs of several checkouts on one machine (and one PostgreSQL) never meet.
  const templates: DatabaseTemplates = {
    dir: mkdtempSync(join(tmpdir(), 'portal-db-templates-')),
    postgres: `portal_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`,
  };
  project.provide('databaseTemplates', templates);
  return async () => {
    rmSync(templates.dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl() });
    try {
      await admin.connect();
      await admin.query(`drop database if exists "${templates.postgres}" with (force)`);
    } catch {
      // No PostgreSQL (a run of PGlite and unit tests only): no template was made there.
    } finally {
      await admin.end().catch(() => {});
    }
  };
}
