// The one query-key factory of the back office's agent applications page (agent recruitment).
const root = ['bo', 'agentApplications'] as const;

export const agentApplicationsKeys = {
  all: root,
  brand: (tenantId: string) => [...root, tenantId] as const,
  list: (tenantId: string, status: string, page: number) => [...root, tenantId, status, page] as const,
};
