// The one query-key factory of support: all under MEMBER_KEY, which the session code drops on logout, a 401
// or another sign-in (lib/query/member-keys.ts), so the next person never sees these tickets or this chat.
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

const root = [...MEMBER_KEY, 'support'] as const;

export const supportKeys = {
  all: root,
  tickets: (page: number) => [...root, 'tickets', page] as const,
  ticket: (id: number) => [...root, 'ticket', id] as const,
  chat: () => [...root, 'chat'] as const,
};
