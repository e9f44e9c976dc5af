// The brand's public config for the whole React tree, plus facts derived from it once per page load.
import { createContext, useContext, type ReactNode } from 'react';
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import type { BootPayload, InlineTenantConfig } from '../../../schemas/rules/public-config.ts';
import { enabledModules } from '../../../schemas/rules/feature-tree.ts';
import { pickCdn } from '../../../schemas/rules/vendor-icon.ts';

export interface TenantContextValue {
  boot: BootPayload;
  tenant: InlineTenantConfig;
  /** The effective feature tree: a module is on only when it and every ancestor are enabled. */
  modules: ReadonlySet<ModuleId>;
  /** serverTime minus the browser clock at boot, in ms: the header clock shows server time. */
  clockOffsetMs: number;
  /** The image CDN picked for this page load (undefined = built-in art). */
  imageCdn: string | undefined;
}

const TenantContext = createContext<TenantContextValue | null>(null);

export function createTenantContextValue(boot: BootPayload, now = Date.now(), random = Math.random): TenantContextValue {
  return {
    boot,
    tenant: boot.tenant,
    modules: enabledModules(boot.tenant.whitelabel),
    clockOffsetMs: Number.isFinite(boot.serverTime) ? boot.serverTime - now : 0,
    imageCdn: pickCdn(boot.tenant.cdn?.image ?? [], random),
  };
}

/**
 * The same page with a newer public config (pushed while it is open): modules follow the new tree; the
 * image CDN picked at boot is kept while the brand still lists it, so images do not change host.
 */
export function withTenantConfig(value: TenantContextValue, tenant: InlineTenantConfig, version: string, random = Math.random): TenantContextValue {
  const cdns = tenant.cdn?.image ?? [];
  return {
    ...value,
    boot: { ...value.boot, tenant, configVersion: version },
    tenant,
    modules: enabledModules(tenant.whitelabel),
    imageCdn: cdns.some((cdn) => cdn.trim().replace(/\/+$/, '') === value.imageCdn) ? value.imageCdn : pickCdn(cdns, random),
  };
}

export function TenantProvider({ value, children }: { value: TenantContextValue; children: ReactNode }) {
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

export function useTenantContext(): TenantContextValue {
  const value = useContext(TenantContext);
  if (!value) throw new Error('useTenantContext needs a TenantProvider.');
  return value;
}

export function useTenant(): InlineTenantConfig {
  return useTenantContext().tenant;
}

export function useModules(): ReadonlySet<ModuleId> {
  return useTenantContext().modules;
}
