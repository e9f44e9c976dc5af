// createApp(deps) builds the whole portal (database, tenants, HTTP) and returns it with close(), so
// tests can start it on port 0. Per-request work stays tiny: everything that depends only on config
// is computed when the config changes.
import express, { Router, type Express } from 'express';
import { createDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Env } from './env.ts';
import { GamesService } from './features/games/games.service.ts';
import { gamesRoutes } from './features/games/games.routes.ts';
import { ShellTemplate } from './features/shell/shell-template.ts';
import { shellRoutes } from './features/shell/shell.routes.ts';
import { SystemService } from './features/system/system.service.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { isApiPath } from './http/api-paths.ts';
import { AppError } from './http/app-error.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders } from './http/security-headers.ts';
import { loadCatalogues } from './i18n/catalogues.ts';
import { createLogger, type Logger } from './logger.ts';
import { createSharedState, type SharedState } from './shared-state/shared-state.ts';
import { FeatureOverridesRepository } from './tenancy/feature-overrides.repository.ts';
import { FeatureOverridesService } from './tenancy/feature-overrides.service.ts';
import { TenantDirectory } from './tenancy/tenant-directory.ts';
import { tenantMiddleware } from './tenancy/tenant.middleware.ts';
import { TenantRegistry } from './tenancy/tenant-registry.ts';

export const BODY_LIMIT = '100kb';

export interface AppDeps {
  env: Env;
  logger?: Logger;
  /** Folder of the i18next catalogues; default src/locales. */
  localesDir?: string;
  /** Watch tenant files and the web app template (default true). */
  watch?: boolean;
}

export interface PortalApp {
  app: Express;
  logger: Logger;
  db: Db;
  sharedState: SharedState;
  tenants: TenantDirectory;
  registry: TenantRegistry;
  services: {
    featureOverrides: FeatureOverridesService;
    system: SystemService;
    games: GamesService;
  };
  close(): Promise<void>;
}

export async function createApp(deps: AppDeps): Promise<PortalApp> {
  const { env } = deps;
  const logger = deps.logger ?? createLogger(env.LOG_LEVEL);
  const watch = deps.watch ?? true;
  const closers: Array<() => unknown> = [];
  const close = async () => {
    for (const closer of closers.reverse()) {
      try {
        await closer();
      } catch (err) {
        logger.error({ err }, 'error while closing');
      }
    }
    closers.length = 0;
  };

  try {
    const catalogues = loadCatalogues(deps.localesDir);

    const { db } = await createDatabase(env, logger);
    closers.push(() => db.destroy());
    await migrateToLatest(db);

    const sharedState = await createSharedState(env.REDIS_URL, logger);
    closers.push(() => sharedState.close());

    const featureOverrides = new FeatureOverridesService(new FeatureOverridesRepository(db), sharedState, logger);
    await featureOverrides.start();
    closers.push(() => featureOverrides.close());

    const registry = await TenantRegistry.open({ dir: env.TENANTS_DIR, logger, watch, production: env.NODE_ENV === 'production' });
    closers.push(() => registry.close());
    if (registry.configs.size === 0) logger.warn(`no valid tenant in ${env.TENANTS_DIR}: every host answers 404`);

    const tenants = new TenantDirectory(registry, featureOverrides, logger);
    closers.push(() => tenants.close());

    const template = new ShellTemplate(env.DIST_DIR, logger, { watch });
    closers.push(() => template.close());

    const system = new SystemService();
    const games = new GamesService();

    const app = express();
    app.set('trust proxy', env.TRUST_PROXY);
    app.set('etag', false);
    app.disable('x-powered-by');

    app.use(requestLogger(app, logger));
    app.use(securityHeaders({ production: env.NODE_ENV === 'production' }));
    app.use(tenantMiddleware(tenants, catalogues, logger));

    // The API (/wps, /lgw, …): one prefix check keeps page requests out of the API routers.
    const api = Router();
    api.use(express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT }));
    api.use(systemRoutes(system, { countryHeader: env.COUNTRY_HEADER }));
    api.use(gamesRoutes(games));
    api.use((_req, _res, next) => next(new AppError(404, 'notFound')));
    app.use((req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next()));

    app.use(shellRoutes(template, tenants, system, { distDir: env.DIST_DIR, tenantsDir: env.TENANTS_DIR, countryHeader: env.COUNTRY_HEADER }));
    app.use(createErrorHandler(catalogues));

    return { app, logger, db, sharedState, tenants, registry, services: { featureOverrides, system, games }, close };
  } catch (err) {
    await close();
    throw err;
  }
}
