// The header menu, built from the route table (what is on), the tenant's categories (order) and the
// vendor lanes (names): Home, one item per enabled category with its vendors, Promotions, Download.
import type { CategoryId } from '../../../schemas/generated/tenant.ts';
import type { IconName } from '../../components/icon.tsx';
import type { VendorLane } from '../../features/games/api/vendor-lanes.api.ts';
import { CATEGORY_PATH, vendorPath } from '../../features/games/vendor-links.ts';
import { findRouteByPath, routePath, type RouteId } from '../routes/route-table.ts';

/** Spec §9: vendors 10 per dropdown column. */
export const VENDORS_PER_COLUMN = 10;

export interface NavVendor {
  vassalage: string;
  displayName: string;
  category: CategoryId;
  href: string;
  isHot: boolean;
}

export interface NavItem {
  id: string;
  labelKey: string;
  href: string;
  icon: IconName;
  category?: CategoryId;
  /** Vendor columns of a category; undefined while the lanes are loading. */
  vendorColumns?: NavVendor[][];
}

export function chunkColumns<T>(items: readonly T[], perColumn = VENDORS_PER_COLUMN): T[][] {
  if (perColumn < 1) throw new Error('perColumn must be at least 1');
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += perColumn) columns.push(items.slice(i, i + perColumn));
  return columns;
}

export function categoryRouteId(category: CategoryId): RouteId | undefined {
  return findRouteByPath(CATEGORY_PATH[category])?.id;
}

export const CATEGORY_ICON: Readonly<Record<CategoryId, IconName>> = {
  RNG: 'sparkles',
  LIVE: 'users',
  FISH: 'gamepad',
  PVP: 'star',
  SPORTS: 'play',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'flame',
  ELOTT: 'ticket',
  LOTT: 'ticket',
};

export function laneVendors(lanes: readonly VendorLane[] | undefined, category: CategoryId): NavVendor[] | undefined {
  if (!lanes) return undefined;
  const lane = lanes.find((l) => l.title === category);
  return (lane?.cards ?? []).map((card) => ({
    vassalage: card.vassalage,
    displayName: card.displayName || card.vassalage,
    category,
    href: vendorPath(card.vassalage, category),
    isHot: card.isHot === 1,
  }));
}

/** The categories to show, in tenant order, each only when its page is on. */
export function enabledCategories(categories: ReadonlyArray<{ id: CategoryId }>, routeIds: ReadonlySet<RouteId>): CategoryId[] {
  return categories
    .map((c) => c.id)
    .filter((id, index, all) => all.indexOf(id) === index)
    .filter((id) => {
      const routeId = categoryRouteId(id);
      return routeId !== undefined && routeIds.has(routeId);
    });
}

export function buildMainNav(input: {
  routeIds: ReadonlySet<RouteId>;
  categories: ReadonlyArray<{ id: CategoryId }>;
  lanes: readonly VendorLane[] | undefined;
}): NavItem[] {
  const { routeIds, categories, lanes } = input;
  const items: NavItem[] = [];
  if (routeIds.has('home')) items.push({ id: 'home', labelKey: 'nav.home', href: routePath('home'), icon: 'home' });
  for (const category of enabledCategories(categories, routeIds)) {
    const vendors = laneVendors(lanes, category);
    items.push({
      id: `category-${category}`,
      labelKey: `category.${category}`,
      href: CATEGORY_PATH[category],
      icon: CATEGORY_ICON[category],
      category,
      vendorColumns: vendors ? chunkColumns(vendors) : undefined,
    });
  }
  if (routeIds.has('promotions')) items.push({ id: 'promotions', labelKey: 'nav.promotions', href: routePath('promotions'), icon: 'gift' });
  if (routeIds.has('down')) items.push({ id: 'download', labelKey: 'nav.download', href: routePath('down'), icon: 'phone' });
  return items;
}
