// The shell: index.html with the brand's public config, theme and CSP nonce inlined, for every page
// path the API and the other page routes left.
import type { Request, Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { SystemService } from '../system/system.service.ts';
import { PageRenderer } from './page-renderer.ts';
import { ShellTemplate } from './shell-template.ts';
import { shellRoutes } from './shell.routes.ts';

export interface ShellModule {
  routes: Router;
}

export function createShellModule(
  { env, tenants, logger, onClose }: ModuleContext,
  deps: { watch: boolean; system: SystemService; sessionOf: (req: Request, tenant: TenantContext) => Promise<{ csrfToken: string } | null> },
): ShellModule {
  const template = new ShellTemplate(env.DIST_DIR, logger, { watch: deps.watch });
  onClose(() => template.close());
  const renderer = new PageRenderer(env.DIST_DIR, logger);
  return {
    routes: shellRoutes(template, tenants, deps.system, {
      distDir: env.DIST_DIR,
      tenantsDir: env.TENANTS_DIR,
      countryHeader: env.COUNTRY_HEADER,
      sessionOf: (req, tenant) => deps.sessionOf(req, tenant),
      renderer,
    }),
  };
}
