// POST /bo/api/brands/:tenant/support/threads/:id/assign {to?} (support.write): take the thread, or hand it over to a member of staff online in this brand's console. Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../../schemas/generated/support.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const assignThread = (tenantId: string, id: number, to?: string) =>
  apiPost<TicketDetail>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/threads/${id}/assign`, to ? { to } : {});

export function useAssignThread(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; to?: string }) => assignThread(tenantId, input.id, input.to),
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.brand(tenantId) }),
  });
}
