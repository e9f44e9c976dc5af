// The one query-key factory of the back office's Support page.
const root = ['bo', 'support'] as const;

export const supportKeys = {
  all: root,
  brand: (tenantId: string) => [...root, tenantId] as const,
  queue: (tenantId: string, channel: string, status: string, page: number) => [...root, tenantId, 'queue', channel, status, page] as const,
  thread: (tenantId: string, id: number) => [...root, tenantId, 'thread', id] as const,
  feedback: (tenantId: string, page: number) => [...root, tenantId, 'feedback', page] as const,
  canned: (tenantId: string, language: string) => [...root, tenantId, 'canned', language] as const,
};
