// POST /wps/member/messages/read (session): marks messages read (`ids`) or the whole inbox (`all`); the
// inbox and the unread count are asked for again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageChange, MessageReadBody } from '../../../../schemas/generated/messages.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

export const markMessagesRead = (body: MessageReadBody) => apiPost<MessageChange>('/wps/member/messages/read', body);

export const markReadMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...messagesKeys.all, 'read'],
    mutationFn: markMessagesRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });

export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation(markReadMutationOptions(queryClient));
}
