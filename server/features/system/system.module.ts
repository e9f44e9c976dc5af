// The system feature: maintenance and region status, and the gate that shuts the player API while
// either applies.
import type { RequestHandler, Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { systemGate } from './system-gate.ts';
import { SystemService } from './system.service.ts';
import { systemRoutes } from './system.routes.ts';

export interface SystemModule {
  service: SystemService;
  routes: Router;
  /** Mounted after the status routes and before every other player endpoint. */
  gate: RequestHandler;
}

/** `openPrefixes`: API paths the gate leaves open (the composition root knows which features must stay reachable). */
export function createSystemModule(
  { env }: ModuleContext,
  options: { openPrefixes: readonly string[]; maintenanceAllowList?: (tenantId: string) => readonly string[] },
): SystemModule {
  const service = new SystemService(options.maintenanceAllowList);
  return {
    service,
    routes: systemRoutes(service, { countryHeader: env.COUNTRY_HEADER }),
    gate: systemGate(service, { countryHeader: env.COUNTRY_HEADER, openPrefixes: options.openPrefixes }),
  };
}
