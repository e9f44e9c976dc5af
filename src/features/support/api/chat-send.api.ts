// POST /wps/support/chat/messages {text}: a chat message; with no staff online it becomes a ticket (the answer
// names its number). An image goes through chat-image.api.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSendResult } from '../../../../schemas/generated/support.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const sendChatText = (text: string) => apiPost<ChatSendResult>('/wps/support/chat/messages', { text });

export function useSendChat() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendChatText, onSettled: () => client.invalidateQueries({ queryKey: supportKeys.all }) });
}
