// The one query-key factory of the back office's Messages page.
const root = ['bo', 'messages'] as const;

export const messagesKeys = {
  all: root,
  brand: (tenantId: string) => [...root, tenantId] as const,
  sent: (tenantId: string, page: number) => [...root, tenantId, 'sent', page] as const,
};
