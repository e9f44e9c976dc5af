// The brand's public config as it changes while the page is open. The push channel writes the newest
// config here (src/lib/push/live-updates.ts); AppRoot reads it, so menus, routes and every useTenant()
// follow without a reload. Until something arrives, the page's own boot config is used (server and
// first client render agree).
import { useMemo, useSyncExternalStore } from 'react';
import type { InlineTenantConfig } from '../../../schemas/rules/public-config.ts';
import { withTenantConfig, type TenantContextValue } from './tenant-context.tsx';

interface LiveConfig {
  tenant: InlineTenantConfig;
  version: string;
}

let live: LiveConfig | null = null;
const listeners = new Set<() => void>();

/** A newer config for this page (the same version twice is one update). */
export function applyLiveTenantConfig(tenant: InlineTenantConfig, version: string): void {
  if (live?.version === version) return;
  live = { tenant, version };
  for (const listener of [...listeners]) listener();
}

/** The version the page shows now: the last pushed one, else the boot payload's. */
export function liveTenantVersion(bootVersion: string | undefined): string | undefined {
  return live?.version ?? bootVersion;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => live;
const serverSnapshot = () => null;

/** `initial` (the boot context) until a different config is pushed, then the same context with that config. */
export function useLiveTenantContext(initial: TenantContextValue): TenantContextValue {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return useMemo(
    () => (current && current.version !== initial.boot.configVersion ? withTenantConfig(initial, current.tenant, current.version) : initial),
    [current, initial],
  );
}
