// The one query-key factory of the back office's missions page.
export const missionsKeys = {
  all: ['bo', 'missions'] as const,
  items: (tenantId: string) => ['bo', 'missions', tenantId] as const,
};
