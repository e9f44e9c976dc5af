// The OpenAPI documents of the API router as mounted, served on operator hosts only (never a brand's).
import type { RequestHandler } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { operatorHost } from '../staff/operator-host.ts';
import { apiDocsRoutes } from './api-docs.routes.ts';

export interface ApiDocsModule {
  /** Answers /openapi.json and /openapi/vendor.json on an operator host; passes everything else on. */
  operatorHost: RequestHandler;
}

/** `apiRouter` is read at the first request: the router is assembled after the modules are built. */
export function createApiDocsModule({ env }: ModuleContext, deps: { apiRouter: () => { stack?: unknown[] } }): ApiDocsModule {
  return { operatorHost: operatorHost(env.OPERATOR_HOSTS, apiDocsRoutes(deps.apiRouter)) };
}
