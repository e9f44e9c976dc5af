// GET /wps/relay/CSP_unreadCount (spec §7; session, module MESSAGE): how many of the member's messages are
// unread — the count on the member centre's messageV2 entry. Asked again on every 'messages' push cue.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '../../../../schemas/generated/messages.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { messagesKeys } from './messages-keys.ts';

export const fetchUnreadCount = (signal?: AbortSignal) => apiGet<UnreadCount>('/wps/relay/CSP_unreadCount', { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messagesKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    // The push cue keeps it fresh; a minute is the fallback for a browser without a stream.
    staleTime: 60_000,
  });

export function useUnreadCount(): number {
  return useQuery({ ...unreadCountQueryOptions(), enabled: useSignedIn(), select: (v) => v.count }).data ?? 0;
}
