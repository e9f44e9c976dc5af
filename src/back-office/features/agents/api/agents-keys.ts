// The one query-key factory of the back office's agent pages.
const root = ['bo', 'agents'] as const;

export const agentsKeys = {
  all: root,
  brand: (tenantId: string) => [...root, tenantId] as const,
  list: (tenantId: string, search: string, page: number) => [...root, tenantId, 'list', search, page] as const,
  payouts: (tenantId: string, status: string, page: number) => [...root, tenantId, 'payouts', status, page] as const,
};
