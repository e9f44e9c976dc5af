import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import type { VendorLane } from '../../features/games/api/vendor-lanes.api.ts';
import { enabledRouteIds } from '../routes/route-table.ts';
import { buildMainNav, chunkColumns } from './main-nav.ts';

const card = (vassalage: string, gameType: VendorLane['title']) => ({
  vassalage,
  displayName: `${vassalage} name`,
  gameType,
  isHot: 0 as const,
  showIcon: 1 as const,
  nodeId: 1,
  accountTypeId: 1,
});
const lanes: VendorLane[] = [
  { title: 'RNG', gameType: 'RNG', cards: Array.from({ length: 23 }, (_, i) => card(`V${i}`, 'RNG')) },
  { title: 'LIVE', gameType: 'LIVE', cards: [card('EVO', 'LIVE')] },
  { title: 'FISH', gameType: 'FISH', cards: [card('JILI_FISH', 'FISH')] },
  { title: 'PVP', gameType: 'PVP', cards: [card('KM', 'PVP')] },
];
const ALL: ModuleId[] = ['PORTAL', 'GAMES', 'RNG', 'LIVE', 'FISH', 'PVP', 'PROMOTION', 'DOWNLOAD'];
const categories = [{ id: 'LIVE' as const }, { id: 'RNG' as const }, { id: 'FISH' as const }, { id: 'PVP' as const }];

describe('chunkColumns', () => {
  it('when there are 23 vendors, then they fill columns of 10, 10 and 3', () => {
    expect(chunkColumns(Array.from({ length: 23 }, (_, i) => i)).map((c) => c.length)).toEqual([10, 10, 3]);
  });
  it('when there are exactly 10 vendors, then there is one column', () => {
    expect(chunkColumns(Array.from({ length: 10 }, (_, i) => i))).toHaveLength(1);
  });
  it('when there are none, then there are no columns', () => {
    expect(chunkColumns([])).toEqual([]);
  });
});

describe('buildMainNav', () => {
  it('when everything is on, then Home, the categories in tenant order, Promotions and Download appear', () => {
    const nav = buildMainNav({ routeIds: enabledRouteIds(new Set(ALL)), categories, lanes });
    expect(nav.map((i) => i.id)).toEqual(['home', 'category-LIVE', 'category-RNG', 'category-FISH', 'category-PVP', 'promotions', 'download']);
  });
  it('when a category has 23 vendors, then its dropdown has columns of 10', () => {
    const nav = buildMainNav({ routeIds: enabledRouteIds(new Set(ALL)), categories, lanes });
    expect(nav.find((i) => i.id === 'category-RNG')?.vendorColumns?.map((c) => c.length)).toEqual([10, 10, 3]);
  });
  it('when vendors are clicked, then RNG goes to /rng?vassalage, FISH to /fish, PVP to /pvp, others to their category page', () => {
    const nav = buildMainNav({ routeIds: enabledRouteIds(new Set(ALL)), categories, lanes });
    const href = (id: string) => nav.find((i) => i.id === id)?.vendorColumns?.[0][0].href;
    expect(href('category-RNG')).toBe('/rng?vassalage=V0');
    expect(href('category-FISH')).toBe('/fish');
    expect(href('category-PVP')).toBe('/pvp');
    expect(href('category-LIVE')).toBe('/live');
  });
  it('when a module is off, then its menu entry is absent', () => {
    const nav = buildMainNav({ routeIds: enabledRouteIds(new Set(ALL.filter((m) => m !== 'FISH' && m !== 'PROMOTION'))), categories, lanes });
    expect(nav.map((i) => i.id)).toEqual(['home', 'category-LIVE', 'category-RNG', 'category-PVP', 'download']);
  });
  it('when the download module is off, then Download is absent', () => {
    const nav = buildMainNav({ routeIds: enabledRouteIds(new Set(ALL.filter((m) => m !== 'DOWNLOAD'))), categories, lanes });
    expect(nav.map((i) => i.id)).not.toContain('download');
  });
  it('when the lanes are still loading, then categories show without vendor columns yet', () => {
    const nav = buildMainNav({ routeIds: enabledRouteIds(new Set(ALL)), categories, lanes: undefined });
    expect(nav.find((i) => i.id === 'category-RNG')?.vendorColumns).toBeUndefined();
  });
});
