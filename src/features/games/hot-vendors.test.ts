import { describe, expect, it } from 'vitest';
import type { VendorLane } from './api/vendor-lanes.api.ts';
import { hotVendorCards } from './hot-vendors.ts';

const card = (vassalage: string, isHot: 0 | 1, gameType: VendorLane['title'] = 'RNG') => ({
  vassalage,
  displayName: vassalage,
  gameType,
  isHot,
  showIcon: 1 as const,
  nodeId: 1,
  accountTypeId: 1,
});
const lanes: VendorLane[] = [
  { title: 'RNG', gameType: 'RNG', cards: [card('PG', 1), card('JDB', 0)] },
  { title: 'LIVE', gameType: 'LIVE', cards: [card('EVO', 1, 'LIVE'), card('SA', 0, 'LIVE')] },
];

describe('hotVendorCards', () => {
  it('when the brand lists hot vendors, then they come in its order and only if their category is shown', () => {
    expect(hotVendorCards(lanes, ['SA', 'PG', 'FB']).map((c) => c.vassalage)).toEqual(['SA', 'PG']);
  });
  it('when the brand lists none, then the vendors marked hot are used', () => {
    expect(hotVendorCards(lanes, undefined).map((c) => c.vassalage)).toEqual(['PG', 'EVO']);
  });
  it('when there are more than the limit, then the list is cut', () => {
    expect(hotVendorCards(lanes, ['SA', 'PG', 'EVO'], 2)).toHaveLength(2);
  });
});
