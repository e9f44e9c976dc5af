// Tenancy for the composition root: staff feature and content overrides (shared across instances), the tenant
// files (validated, hot-reloaded) and the directory that merges them into each brand's context.
import type { Db } from '../db/database.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import { ContentOverridesRepository } from './content-overrides.repository.ts';
import { ContentOverridesService } from './content-overrides.service.ts';
import { FeatureOverridesRepository } from './feature-overrides.repository.ts';
import { FeatureOverridesService } from './feature-overrides.service.ts';
import { TenantDirectory } from './tenant-directory.ts';
import { TenantRegistry } from './tenant-registry.ts';

export interface Tenancy {
  featureOverrides: FeatureOverridesService;
  contentOverrides: ContentOverridesService;
  registry: TenantRegistry;
  tenants: TenantDirectory;
}

export async function createTenancy(deps: {
  env: Env;
  db: Db;
  sharedState: SharedState;
  logger: Logger;
  watch: boolean;
  onClose(closer: () => unknown): void;
  /** The clock of content schedules (ms since epoch); tests may pass their own. */
  clock?: () => number;
}): Promise<Tenancy> {
  const { env, logger, onClose } = deps;
  const featureOverrides = new FeatureOverridesService(new FeatureOverridesRepository(deps.db), deps.sharedState, logger);
  await featureOverrides.start();
  onClose(() => featureOverrides.close());
  const contentOverrides = new ContentOverridesService(new ContentOverridesRepository(deps.db), deps.sharedState, logger, deps.clock);
  await contentOverrides.start();
  onClose(() => contentOverrides.close());

  const registry = await TenantRegistry.open({ dir: env.TENANTS_DIR, logger, watch: deps.watch, production: env.NODE_ENV === 'production' });
  onClose(() => registry.close());
  if (registry.configs.size === 0) logger.warn(`no valid tenant in ${env.TENANTS_DIR}: every host answers 404`);

  const tenants = new TenantDirectory(registry, featureOverrides, contentOverrides, logger);
  onClose(() => tenants.close());
  return { featureOverrides, contentOverrides, registry, tenants };
}
