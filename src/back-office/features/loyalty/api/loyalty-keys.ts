// The one query-key factory of the back office's points-mall page (loyalty redeem requests).
const root = ['bo', 'loyaltyRedeems'] as const;

export const loyaltyRedeemsKeys = {
  all: root,
  brand: (tenantId: string) => [...root, tenantId] as const,
  list: (tenantId: string, status: string) => [...root, tenantId, status] as const,
};

/** The catalogue and VIP levels editor of a brand. */
export const loyaltyCatalogueKeys = {
  all: ['bo', 'loyaltyCatalogue'] as const,
  brand: (tenantId: string) => ['bo', 'loyaltyCatalogue', tenantId] as const,
};
