// Game vendors per category for the nav, home lanes and login modal (spec §3 "Vendor", §7 Games).
import type { GameVendorCard, GameVendorValue } from '../../../schemas/generated/games.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { findVendor } from './vendor-registry.ts';

export class GamesService {
  /**
   * Lanes in the tenant's category order, vendors in its order; a category whose module is off is
   * left out. A vendor is hot when the tenant lists it in games.hotVendors, or, when the tenant lists
   * none, when the registry marks it hot.
   */
  vendorLanes(tenant: TenantContext): GameVendorValue {
    const { categories, hotVendors } = tenant.config.games;
    const hot = hotVendors ? new Set(hotVendors) : null;
    const lanes = categories
      .filter((category) => tenant.enabled.has(category.id))
      .map((category) => ({
        title: category.id,
        gameType: category.id,
        cards: category.vendors.flatMap((code): GameVendorCard[] => {
          const vendor = findVendor(code);
          if (!vendor) return []; // validation refuses unknown codes; this keeps the type honest
          return [
            {
              vassalage: vendor.vassalage,
              displayName: vendor.displayName,
              gameType: vendor.gameType,
              isHot: hot ? (hot.has(vendor.vassalage) ? 1 : 0) : vendor.isHot,
              showIcon: 1,
              nodeId: vendor.accountTypeId,
              accountTypeId: vendor.accountTypeId,
            },
          ];
        }),
      }));
    return { lanes };
  }
}
