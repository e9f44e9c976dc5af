// System status, permission and settings of a tenant (spec §4 "System status", §7 "System").
import type { PermissionValue, SystemStatusValue } from '../../../schemas/generated/system.ts';
import type { LanguageCode, RegisterRules, WhitelabelNode } from '../../../schemas/generated/tenant.ts';
import type { Visitor } from '../../http/visitor.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import { addressListed, isRegionBlocked } from './region-restriction.ts';

export const STATUS_NORMAL = 0;
export const STATUS_MAINTENANCE = 1;
export const STATUS_REGION_RESTRICTED = 2;

/** Maintenance is in effect when enabled and its end time (if any) has not passed. */
export function inMaintenance(tenant: TenantContext, now: number): boolean {
  const maintenance = tenant.config.systemStatus.maintenance;
  if (!maintenance.enabled) return false;
  return maintenance.endTime === undefined || Date.parse(maintenance.endTime) > now;
}

export class SystemService {
  constructor(
    /** Server-only: addresses and CIDR ranges that still see a brand in maintenance (staff's allow-list). */
    private readonly maintenanceAllowList: (tenantId: string) => readonly string[] = () => [],
  ) {}

  /** Maintenance applies to this visitor: the brand is in maintenance and the address is not allow-listed. */
  inMaintenanceFor(tenant: TenantContext, visitor: Pick<Visitor, 'ip'>, now = Date.now()): boolean {
    return inMaintenance(tenant, now) && !addressListed(this.maintenanceAllowList(tenant.id), visitor.ip);
  }

  /** 1 maintenance takes precedence over 2 region restricted; 0 otherwise. */
  status(tenant: TenantContext, visitor: Visitor, language: LanguageCode, now = Date.now()): SystemStatusValue {
    const { maintenance, regionRestriction } = tenant.config.systemStatus;
    if (this.inMaintenanceFor(tenant, visitor, now)) {
      const value: SystemStatusValue = { status: STATUS_MAINTENANCE, ip: visitor.ip };
      if (maintenance.endTime) value.maintenanceEndTime = maintenance.endTime;
      const info = pickLocalized(maintenance.info, language, tenant.config.languages.default);
      if (info) value.maintenanceInfo = info;
      return value;
    }
    if (isRegionBlocked(regionRestriction, visitor)) return { status: STATUS_REGION_RESTRICTED, ip: visitor.ip };
    return { status: STATUS_NORMAL, ip: visitor.ip };
  }

  permission(tenant: TenantContext, visitor: Visitor, now = Date.now()): PermissionValue {
    const view = tenant.publicConfig;
    return {
      info: {
        whitelabel: view.whitelabel,
        register: view.register,
        resources: view.resources,
        customerService: view.customerService,
        analytics: view.analytics,
        domainRoute: view.domainRoute ?? [],
        imageCDNs: view.cdn.image,
        launchGameCDNs: view.cdn.launchGame,
      },
      location: visitor.countryCode ? { ip: visitor.ip, countryCode: visitor.countryCode } : { ip: visitor.ip },
      maintenance: this.inMaintenanceFor(tenant, visitor, now),
      regionRestriction: isRegionBlocked(tenant.config.systemStatus.regionRestriction, visitor),
    };
  }

  whitelabel(tenant: TenantContext): WhitelabelNode[] {
    return tenant.publicConfig.whitelabel;
  }

  registerSettings(tenant: TenantContext): RegisterRules {
    return tenant.publicConfig.register;
  }
}
