export const featureTreeKeys = {
  all: ['bo', 'feature-tree'] as const,
  brand: (tenantId: string) => [...featureTreeKeys.all, tenantId] as const,
};
