// POST /bo/api/brands/:tenant/support/threads/:id/close (support.write): closes the chat or ticket. Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../../schemas/generated/support.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const closeThread = (tenantId: string, id: number) =>
  apiPost<TicketDetail>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/threads/${id}/close`, {});

export function useCloseThread(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number }) => closeThread(tenantId, input.id),
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.brand(tenantId) }),
  });
}
