export const auditKeys = {
  all: ['bo', 'audit'] as const,
  page: (page: number, tenant?: string, action?: string) => [...auditKeys.all, page, tenant ?? '', action ?? ''] as const,
};
