// POST /bo/api/brands/:tenant/messages (messages.write): sends a message to all players of the brand, a
// segment, or one account. Audited; answers the message as sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComposeRequest, SentMessage } from '../../../../../schemas/generated/messages.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

export const sendMessage = (tenantId: string, body: ComposeRequest) => apiPost<SentMessage>(`/bo/api/brands/${encodeURIComponent(tenantId)}/messages`, body);

export function useSendMessage(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ComposeRequest) => sendMessage(tenantId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKeys.brand(tenantId) }),
  });
}
