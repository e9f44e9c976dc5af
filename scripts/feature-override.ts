// npm run feature:override -- <tenant> <MODULE> on|off|clear [--by <who>]
// Switches a module of a brand's feature tree on or off for every running instance (a staff override in
// the database, over the tenant file), or clears the override so the file's value applies again. The
// instances apply it within a second and push it to open player browsers. This is the operator's tool
// until the back office has its feature tree; it writes through the same service the back office will.
// Needs the servers' DATABASE_URL (and their REDIS_URL, if they use one): a PGlite folder belongs to the
// one server process that has it open.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { TenantConfig } from '../schemas/generated/tenant.ts';
import { moduleOccurrences } from '../schemas/rules/feature-tree.ts';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { loadEnv } from '../server/env.ts';
import { createSharedState } from '../server/shared-state/shared-state.ts';
import { FeatureOverridesRepository } from '../server/tenancy/feature-overrides.repository.ts';
import { FeatureOverridesService } from '../server/tenancy/feature-overrides.service.ts';
import { isModuleId } from '../server/tenant-schema.ts';

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const ACTIONS = ['on', 'off', 'clear'] as const;

try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { by: { type: 'string', default: `cli:${process.env.USER ?? 'operator'}` } } });
  const [tenantId = '', modId = '', action = ''] = positionals;
  if (positionals.length !== 3) throw new Error('usage: npm run feature:override -- <tenant> <MODULE> on|off|clear [--by <who>]');
  if (!TENANT_ID.test(tenantId)) throw new Error(`"${tenantId}" is not a tenant id (lower-case letters, digits and -)`);
  if (!isModuleId(modId)) throw new Error(`"${modId}" is not a module id of the feature tree (schemas/tenant.schema.json, ModuleId)`);
  if (!(ACTIONS as readonly string[]).includes(action)) throw new Error(`the action is on, off or clear, not "${action}"`);
  const env = loadEnv();
  if (!env.DATABASE_URL)
    throw new Error('DATABASE_URL is not set: overrides reach running servers only through their PostgreSQL (a PGlite folder belongs to its server)');

  // An override switches a module the file lists; it cannot add one (server/tenancy/feature-overrides.service.ts).
  let file: TenantConfig;
  try {
    file = JSON.parse(readFileSync(join(env.TENANTS_DIR, `${tenantId}.json`), 'utf8')) as TenantConfig;
  } catch (err) {
    throw new Error(`cannot read the tenant file ${join(env.TENANTS_DIR, `${tenantId}.json`)}: ${(err as Error).message}`, { cause: err });
  }
  if (!moduleOccurrences(file.whitelabel ?? []).some((node) => node.modId === modId)) {
    throw new Error(`${tenantId}.json does not list ${modId} in its feature tree; an override can only switch a listed module`);
  }

  const logger = pino({ level: 'warn' }, pino.destination(2));
  const { db } = await createDatabase(env, logger);
  const sharedState = await createSharedState(env.REDIS_URL, logger, db, env.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const overrides = new FeatureOverridesService(new FeatureOverridesRepository(db), sharedState, logger);
    if (action === 'clear') {
      const removed = await overrides.clear(tenantId, modId);
      console.log(removed ? `${tenantId} ${modId}: override cleared; the tenant file's value applies` : `${tenantId} ${modId}: there was no override`);
    } else {
      await overrides.set(tenantId, modId, action === 'on', values.by!);
      console.log(`${tenantId} ${modId}: switched ${action} (by ${values.by})`);
    }
  } finally {
    await sharedState.close();
    await db.destroy();
  }
} catch (err) {
  console.error(`feature:override: ${(err as Error).message}`);
  process.exitCode = 2;
}
