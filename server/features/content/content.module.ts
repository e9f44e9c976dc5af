// Live content (back office, issue 16 item 4): banners, notices and the maintenance window as staff
// overrides on top of the tenant file (applied by the tenancy's ContentOverridesService, so every
// instance and every open browser follows), and the banner art staff upload. Its staff router is
// mounted by the back office on operator hosts; its image router on the brands' hosts.
import type { Router } from 'express';
import type { TenantConfig } from '../../../schemas/generated/tenant.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { ContentImagesRepository } from './content-images.repository.ts';
import { contentImageRoutes, contentRoutes } from './content.routes.ts';
import { ContentService } from './content.service.ts';

export interface ContentModule {
  service: ContentService;
  /** Mounted by the back office on operator hosts. */
  staffRoutes: Router;
  /** /content-images/… on the brands' hosts. */
  imageRoutes: Router;
}

export function createContentModule(
  { env, db }: ModuleContext,
  deps: { overrides: ContentOverridesService; fileConfig: (tenantId: string) => TenantConfig | undefined; staff: StaffAccountsService; gate: StaffGate },
): ContentModule {
  const service = new ContentService(deps.overrides, deps.fileConfig, new ContentImagesRepository(db), deps.staff);
  return {
    service,
    staffRoutes: contentRoutes(service, deps.gate, { countryHeader: env.COUNTRY_HEADER, tenantsDir: env.TENANTS_DIR }),
    imageRoutes: contentImageRoutes(service),
  };
}
