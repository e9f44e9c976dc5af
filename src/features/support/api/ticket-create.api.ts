// POST /wps/support/tickets {type, content}: a new support question of one of the spec §5 types; answers the
// ticket with its number. Images follow one by one (ticket-image.api.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketRequest } from '../../../../schemas/generated/support.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const createTicket = (body: TicketRequest) => apiPost<TicketDetail>('/wps/support/tickets', body);

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSettled: () => client.invalidateQueries({ queryKey: supportKeys.all }) });
}
