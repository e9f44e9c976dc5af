import { useMemo } from 'react';
import { useVendorLanes } from '../../features/games/api/vendor-lanes.api.ts';
import { useModules, useTenant } from '../../lib/tenant/tenant-context.tsx';
import { enabledRouteIds } from '../routes/route-table.ts';
import { buildMainNav, enabledCategories } from './main-nav.ts';

const EMPTY: never[] = [];

export function useEnabledRouteIds() {
  const modules = useModules();
  return useMemo(() => enabledRouteIds(modules), [modules]);
}

export function useMainNav() {
  const tenant = useTenant();
  const routeIds = useEnabledRouteIds();
  const lanes = useVendorLanes();
  // No games module (query disabled) or a failed request: no vendors rather than a spinner forever.
  const lanesValue = lanes.data?.lanes ?? (lanes.isError || !lanes.isEnabled ? EMPTY : undefined);
  const items = useMemo(
    () => buildMainNav({ routeIds, categories: tenant.games.categories, lanes: lanesValue }),
    [routeIds, tenant.games.categories, lanesValue],
  );
  const categories = useMemo(() => enabledCategories(tenant.games.categories, routeIds), [tenant.games.categories, routeIds]);
  return { items, categories, lanes: lanesValue, routeIds };
}
