export const contentKeys = {
  all: ['bo', 'content'] as const,
  brand: (tenantId: string) => [...contentKeys.all, tenantId] as const,
};
