// POST /bo/api/brands/:tenant/messages/:id/withdraw (messages.write): players no longer see the message.
// Audited; answers the message with who withdrew it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SentMessage } from '../../../../../schemas/generated/messages.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

export const withdrawMessage = (tenantId: string, id: number) =>
  apiPost<SentMessage>(`/bo/api/brands/${encodeURIComponent(tenantId)}/messages/${id}/withdraw`, {});

export function useWithdrawMessage(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => withdrawMessage(tenantId, id),
    onSettled: () => client.invalidateQueries({ queryKey: messagesKeys.brand(tenantId) }),
  });
}
