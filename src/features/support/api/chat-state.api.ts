// GET /wps/support/chat : whether staff are online and the player's live chat (its posts and read marks), if any.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatState } from '../../../../schemas/generated/support.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { supportKeys } from './support-keys.ts';

export const fetchChatState = (signal?: AbortSignal) => apiGet<ChatState>('/wps/support/chat', { signal });

export const chatStateQueryOptions = () => queryOptions({ queryKey: supportKeys.chat(), queryFn: ({ signal }) => fetchChatState(signal) });

export function useChatState() {
  return useQuery({ ...chatStateQueryOptions(), enabled: useSignedIn() });
}
