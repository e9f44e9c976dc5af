// POST /wps/member/messages/delete (session): deletes messages from this member's inbox only (a message to
// the whole brand stays for everyone else); the inbox and the unread count are asked for again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageChange, MessageDeleteBody } from '../../../../schemas/generated/messages.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

export const deleteMessages = (body: MessageDeleteBody) => apiPost<MessageChange>('/wps/member/messages/delete', body);

export const deleteMessagesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...messagesKeys.all, 'delete'],
    mutationFn: deleteMessages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });

export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation(deleteMessagesMutationOptions(queryClient));
}
