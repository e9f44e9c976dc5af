// The live feature tree (back office, issue 16 item 3): staff switch a brand's modules without a deploy.
import type { Router } from 'express';
import type { TenantConfig } from '../../../schemas/generated/tenant.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { FeatureOverridesService } from '../../tenancy/feature-overrides.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { FeatureChangeRequestsRepository } from './feature-change-requests.repository.ts';
import { featureTreeRoutes } from './feature-tree.routes.ts';
import { FeatureTreeService } from './feature-tree.service.ts';

export interface FeatureTreeModule {
  service: FeatureTreeService;
  /** Mounted by the back office on operator hosts. */
  staffRoutes: Router;
}

export function createFeatureTreeModule(
  { env, db }: ModuleContext,
  deps: { overrides: FeatureOverridesService; fileConfig: (tenantId: string) => TenantConfig | undefined; staff: StaffAccountsService; gate: StaffGate },
): FeatureTreeModule {
  const service = new FeatureTreeService(deps.overrides, deps.fileConfig, deps.staff, new FeatureChangeRequestsRepository(db));
  return { service, staffRoutes: featureTreeRoutes(service, deps.gate, env.COUNTRY_HEADER) };
}
