// Brand files (back office, issue 16 item 7): each tenant file's validation state, and validation of a
// file by upload before an operator drops it in.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { brandFilesRoutes } from './brand-files.routes.ts';
import { BrandFilesService, type BrandFilesDeps } from './brand-files.service.ts';

export interface BrandFilesModule {
  /** Mounted by the back office on operator hosts. */
  staffRoutes: Router;
}

export function createBrandFilesModule({ env }: ModuleContext, deps: Pick<BrandFilesDeps, 'states' | 'served'> & { gate: StaffGate }): BrandFilesModule {
  const service = new BrandFilesService({ ...deps, tenantsDir: env.TENANTS_DIR, production: env.NODE_ENV === 'production' });
  return { staffRoutes: brandFilesRoutes(service, deps.gate) };
}
