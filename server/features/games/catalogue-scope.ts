// What a brand shows of the catalogue, from its config: the vendors of its enabled categories in its
// order, and the games it hides or pins.
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { CatalogueScope } from './games.repository.ts';

const cache = new WeakMap<TenantContext, CatalogueScope>();

export function catalogueScope(tenant: TenantContext): CatalogueScope {
  let scope = cache.get(tenant);
  if (!scope) {
    const { categories, hiddenGames = [], pinnedGames = [] } = tenant.config.games;
    const vendors = categories.filter((c) => tenant.enabled.has(c.id)).flatMap((c) => c.vendors);
    scope = { tenantId: tenant.id, vendors: [...new Set(vendors)], hidden: hiddenGames, pinned: pinnedGames };
    cache.set(tenant, scope); // a changed config is a new TenantContext, so the cache never goes stale
  }
  return scope;
}
