// Query keys of the promotions page: everything of one brand under one root, so a decision or a
// cancellation refreshes that brand's lists (an approval changes the applications; a cancellation the
// bonuses; either may change what the other tabs show) and nothing of another brand.
const all = ['bo', 'promotions'] as const;
const brand = (tenantId: string) => [...all, tenantId] as const;

export const promotionsKeys = {
  all,
  brand,
  applications: (tenantId: string, status: string, page: number) => [...brand(tenantId), 'applications', status, page] as const,
  grants: (tenantId: string, promotionId: string, account: string, page: number) => [...brand(tenantId), 'grants', promotionId, account, page] as const,
  bonuses: (tenantId: string, state: string, account: string, page: number) => [...brand(tenantId), 'bonuses', state, account, page] as const,
  /** The brand's promotions as the editor shows them. */
  items: (tenantId: string) => [...brand(tenantId), 'items'] as const,
};
