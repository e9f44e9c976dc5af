// POST /bo/api/brands/:tenant/support/threads/:id/replies {content} (support.write): staff's answer; takes an unassigned thread; a ticket's answer also reaches the player's messages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../../schemas/generated/support.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const replyToThread = (tenantId: string, id: number, content: string) =>
  apiPost<TicketDetail>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/threads/${id}/replies`, { content });

export function useReplyToThread(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; content: string }) => replyToThread(tenantId, input.id, input.content),
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.brand(tenantId) }),
  });
}
