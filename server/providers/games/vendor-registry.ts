// The vendors the portal knows. A tenant chooses which to show, per category and in which order
// (tenants/<id>.json → games.categories); their games live in the database (games table), imported
// from each vendor's game list. Vendors stay here because tenant validation must know the codes
// without a database.
import type { CategoryId } from '../../../schemas/generated/tenant.ts';

export interface VendorInfo {
  vassalage: string;
  displayName: string;
  gameType: CategoryId;
  accountTypeId: number;
  /** 1 hot, 0 not. */
  isHot: 0 | 1;
  /** Brand colour of the vendor's generated logo. */
  color: string;
  /**
   * Who serves the vendor's games here: 'originals' — the built-in vendor, in the portal's /game
   * frame; 'sandbox' — the built-in studio stands in for a third-party vendor this server cannot
   * reach (its games open in a new window, like a vendor's login page); null — not connected here,
   * a launch is refused with a clear message.
   */
  studio: 'originals' | 'sandbox' | null;
}

// Lottery vendors are not served here (the lottery screens come with a later issue).
const SANDBOXED: ReadonlySet<CategoryId> = new Set(['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);

const v = (vassalage: string, displayName: string, gameType: CategoryId, accountTypeId: number, isHot: 0 | 1, color: string): VendorInfo => ({
  vassalage,
  displayName,
  gameType,
  accountTypeId,
  isHot,
  color,
  studio: vassalage.startsWith('ORIGINALS') ? 'originals' : SANDBOXED.has(gameType) ? 'sandbox' : null,
});

export const VENDORS: readonly VendorInfo[] = [
  v('ORIGINALS', 'Originals', 'RNG', 1, 1, '#7c3aed'),
  v('PG', 'PG Soft', 'RNG', 2, 1, '#f97316'),
  v('JILI', 'JILI', 'RNG', 3, 1, '#dc2626'),
  v('PP', 'Pragmatic Play', 'RNG', 4, 1, '#ea580c'),
  v('JDB', 'JDB', 'RNG', 5, 0, '#0891b2'),
  v('CQ9', 'CQ9', 'RNG', 6, 0, '#ca8a04'),
  v('FC', 'Fa Chai', 'RNG', 7, 0, '#be123c'),
  v('SPADE', 'Spadegaming', 'RNG', 8, 0, '#15803d'),
  v('HABANERO', 'Habanero', 'RNG', 9, 0, '#b91c1c'),
  v('NETENT', 'NetEnt', 'RNG', 10, 0, '#16a34a'),
  v('RTG', 'Red Tiger', 'RNG', 11, 0, '#e11d48'),
  v('KA', 'KA Gaming', 'RNG', 12, 0, '#9333ea'),
  v('EVO', 'Evolution', 'LIVE', 20, 1, '#1f2937'),
  v('SEXY', 'AE Sexy', 'LIVE', 21, 1, '#db2777'),
  v('DG', 'Dream Gaming', 'LIVE', 22, 0, '#a16207'),
  v('SA', 'SA Gaming', 'LIVE', 23, 0, '#0f766e'),
  v('WM', 'WM Casino', 'LIVE', 24, 0, '#4338ca'),
  v('ORIGINALS_FISH', 'Originals Fishing', 'FISH', 30, 1, '#0284c7'),
  v('JDB_FISH', 'JDB Fishing', 'FISH', 31, 0, '#0369a1'),
  v('JILI_FISH', 'JILI Fishing', 'FISH', 32, 0, '#0e7490'),
  v('ORIGINALS_PVP', 'Originals Cards', 'PVP', 40, 1, '#6d28d9'),
  v('KM', 'Kingmaker', 'PVP', 41, 0, '#b45309'),
  v('V8', 'V8 Poker', 'PVP', 42, 0, '#1d4ed8'),
  v('TP', 'TP Cards', 'PVP', 43, 0, '#047857'),
  v('BTI', 'BTi Sports', 'SPORTS', 50, 1, '#2563eb'),
  v('SABA', 'SABA Sports', 'SPORTS', 51, 1, '#0f172a'),
  v('FB', 'FB Sports', 'SPORTS', 52, 0, '#1e40af'),
  v('TF', 'TF Gaming', 'ESPORTS', 60, 1, '#7e22ce'),
  v('IMES', 'IM Esports', 'ESPORTS', 61, 0, '#c2410c'),
  v('DS88', 'DS88 Sabong', 'COCKFIGHT', 70, 1, '#991b1b'),
  v('SV388', 'SV388', 'COCKFIGHT', 71, 0, '#b91c1c'),
  v('TCG_LOTTO_VN', 'VN Lotto', 'ELOTT', 80, 1, '#dc2626'),
  v('TCG_SEA', 'SEA Lotto', 'ELOTT', 81, 0, '#059669'),
  v('LOTT', 'Lottery', 'LOTT', 90, 1, '#d97706'),
  v('TCG_LOTTO', 'TCG Lotto', 'LOTT', 91, 0, '#b45309'),
];

const byCode = new Map(VENDORS.map((vendor) => [vendor.vassalage, vendor]));

export function findVendor(code: string): VendorInfo | undefined {
  return byCode.get(code);
}
