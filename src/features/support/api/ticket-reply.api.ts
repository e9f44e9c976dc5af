// POST /wps/support/tickets/:id/replies {content}: the player's reply to their ticket (reopens it for staff).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../schemas/generated/support.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const replyToTicket = (id: number, content: string) => apiPost<TicketDetail>(`/wps/support/tickets/${id}/replies`, { content });

export function useReplyToTicket(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => replyToTicket(id, content),
    onSuccess: (detail) => client.setQueryData(supportKeys.ticket(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
