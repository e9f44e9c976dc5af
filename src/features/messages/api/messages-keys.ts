// The one query-key factory of platform messages: all under MEMBER_KEY, which the session code drops on
// logout, a 401 or another sign-in (lib/query/member-keys.ts), so the next person never sees these messages.
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

const root = [...MEMBER_KEY, 'messages'] as const;

export const messagesKeys = {
  all: root,
  page: (page: number, language: string) => [...root, 'page', page, language] as const,
  unread: () => [...root, 'unread'] as const,
};
