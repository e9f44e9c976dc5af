// The built-in studio is a vendor: it reaches the wallet only through signed seamless calls (here
// handed in-process to the same handler the HTTP route uses), and settles rounds left pending.
import type { Router } from 'express';
import type { SeamlessService } from '../../../features/betting/seamless.service.ts';
import { startPeriodicJob } from '../../../jobs/periodic-job.ts';
import type { ModuleContext } from '../../../module-context.ts';
import { SeamlessClient } from './seamless-client.ts';
import { StudioRepository } from './studio.repository.ts';
import { StudioService } from './studio.service.ts';
import { studioApiRoutes, studioPageRoutes } from './studio.routes.ts';

export interface StudioModule {
  service: StudioService;
  apiRoutes: Router;
  pageRoutes: Router;
}

export function createStudioModule(ctx: ModuleContext, deps: { seamless: SeamlessService }): StudioModule {
  const { db, tenants, catalogues, logger } = ctx;
  const client = new SeamlessClient((tenant, vendor, action, body, signature) => deps.seamless.call(tenant, vendor, action, body, signature));
  const service = new StudioService(new StudioRepository(db), client, (id) => tenants.get(id));
  if (ctx.jobs) {
    const settle = startPeriodicJob('studio-settle-pending', 15_000, () => service.settlePending(), logger);
    ctx.onClose(() => settle.stop());
  }
  return { service, apiRoutes: studioApiRoutes(service), pageRoutes: studioPageRoutes(catalogues) };
}
