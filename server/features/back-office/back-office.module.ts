// The back office (issue 16): one React app for staff, served with its API (/bo/api) on the operator
// hosts (OPERATOR_HOSTS) only, mounted before any brand is resolved, so an operator host is never a
// brand and a brand's host never reaches the back office. Features bring their staff routers (staff
// accounts and the cashier, the feature tree, …); this module composes them behind one JSON parser,
// one not-found and the one error handler.
import express, { Router, type RequestHandler } from 'express';
import { isApiPath } from '../../http/api-paths.ts';
import { AppError } from '../../http/app-error.ts';
import { createErrorHandler } from '../../http/error-handler.ts';
import type { ModuleContext } from '../../module-context.ts';
import { ShellTemplate } from '../shell/shell-template.ts';
import { operatorHost, operatorHostClashes } from '../staff/operator-host.ts';
import { backOfficePage } from './back-office-page.ts';

/** Staff requests are small JSON bodies; uploads (content images) bring their own parser. */
const BODY_LIMIT = '64kb';

export interface BackOfficeModule {
  /** Serves the back office on operator hosts and passes every other request on. */
  operatorHost: RequestHandler;
}

export function createBackOfficeModule(
  { env, tenants, catalogues, logger, onClose }: ModuleContext,
  deps: { watch: boolean; staffRouters: Router[]; assets: RequestHandler },
): BackOfficeModule {
  const clashes = operatorHostClashes(
    env.OPERATOR_HOSTS,
    tenants.all().map((t) => ({ id: t.id, hostnames: t.config.hostnames })),
  );
  if (clashes.length) throw new Error(`OPERATOR_HOSTS must not be a brand's host: ${clashes.join(', ')}`);
  const template = new ShellTemplate(env.DIST_DIR, logger, { watch: deps.watch, file: 'back-office.html' });
  onClose(() => template.close());

  const api = Router();
  api.use(express.json({ limit: BODY_LIMIT }));
  for (const router of deps.staffRouters) api.use(router);
  api.use((_req, _res, next) => next(new AppError(404, 'notFound')));

  const app = Router();
  app.use((req, res, next) => (req.path === '/bo/api' || req.path.startsWith('/bo/api/') ? api(req, res, next) : next()));
  // A player API path asked of an operator host (a misconfigured client, a probe) is an unknown API path,
  // answered as one, never with the back office's page.
  app.use((req, _res, next) => next(isApiPath(req.path) ? new AppError(404, 'notFound') : undefined));
  app.use(deps.assets);
  app.use(backOfficePage(template));
  app.use(createErrorHandler(catalogues));
  return { operatorHost: operatorHost(env.OPERATOR_HOSTS, app) };
}
