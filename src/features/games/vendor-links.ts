// Where a category and a vendor lead (spec §2 header, login modal): RNG vendors open the slot hall on
// that vendor, fishing and card vendors their halls, every other vendor its category page. On a
// category page, a live-casino, sports, esports or cockfight vendor opens the popup list of its games
// (spec §4: a vassalage item opens a popup list); lottery vendors lead to the lottery screens.
import type { CategoryId } from '../../../schemas/generated/tenant.ts';
import { CATEGORY_PATH } from '../../../schemas/rules/site-routes.ts';

export const CATEGORY_IDS: readonly CategoryId[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'];

// The category paths are part of the site's route data (schemas/rules/site-routes.ts), which the server's
// tenant validator reads too; they are re-exported here, where the client's link rules live.
export { CATEGORY_PATH };

const POPUP_CATEGORIES: ReadonlySet<CategoryId> = new Set(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);

/** Whether a vendor card of this category opens the vendor's games popup rather than a page. */
export function opensVendorPopup(category: CategoryId): boolean {
  return POPUP_CATEGORIES.has(category);
}

export function vendorPath(vassalage: string, category: CategoryId): string {
  if (category === 'RNG') return `${CATEGORY_PATH.RNG}?${new URLSearchParams({ vassalage }).toString()}`;
  return CATEGORY_PATH[category];
}

/** Category art shipped with the portal: /art/categories/<CATEGORY>.svg. */
export function categoryArt(category: CategoryId): string {
  return `/art/categories/${category}.svg`;
}
