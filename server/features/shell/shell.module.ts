// The shell: index.html with the brand's public config, theme and CSP nonce inlined, for every page
// path the API and the other page routes left.
import type { Request, RequestHandler, Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { SystemService } from '../system/system.service.ts';
import { PageRenderer } from './page-renderer.ts';
import { IMMUTABLE, precompressedStatic, StaticFileIndex } from './precompressed-static.ts';
import { ShellTemplate } from './shell-template.ts';
import { shellRoutes } from './shell.routes.ts';

export interface ShellModule {
  routes: Router;
  /**
   * GET and HEAD of the home page (`/`, `/index.html`) only, everything else passed on: mounted right after the
   * tenant is resolved, so the busiest page skips the routers that never serve it (the API, art, studio pages).
   */
  home: RequestHandler;
  /** The build's hashed files (/assets), precompressed and immutable: the back office serves its scripts with it. */
  assets: RequestHandler;
}

export function createShellModule(
  { env, tenants, logger, onClose }: ModuleContext,
  deps: { watch: boolean; system: SystemService; sessionOf: (req: Request, tenant: TenantContext) => Promise<{ csrfToken: string } | null> },
): ShellModule {
  const template = new ShellTemplate(env.DIST_DIR, logger, { watch: deps.watch });
  onClose(() => template.close());
  // A new index.html means a new build: its files are indexed again (and once more when precompress is done).
  const staticFiles = new StaticFileIndex(env.DIST_DIR, logger, { watch: deps.watch });
  onClose(() => staticFiles.close());
  onClose(template.onChange(() => staticFiles.refresh()));
  const renderer = new PageRenderer(env.DIST_DIR, logger);
  const routes = shellRoutes(template, tenants, deps.system, {
    distDir: env.DIST_DIR,
    tenantsDir: env.TENANTS_DIR,
    staticFiles,
    countryHeader: env.COUNTRY_HEADER,
    sessionOf: (req, tenant) => deps.sessionOf(req, tenant),
    renderer,
  });
  const assets = precompressedStatic(staticFiles, { fallthrough: false, cacheControl: IMMUTABLE });
  return {
    routes: routes.router,
    assets: (req, res, next) => (req.path.startsWith('/assets/') ? assets(req, res, next) : next()),
    // Straight to the page: the router's walk (a layer per route) cost more than the check it replaces.
    home: (req, res, next) =>
      (req.method === 'GET' || req.method === 'HEAD') && (req.path === '/' || req.path === '/index.html') ? routes.page(req, res).catch(next) : next(),
  };
}
