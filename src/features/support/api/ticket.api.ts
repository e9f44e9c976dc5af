// GET /wps/support/tickets/:id : one of the player's tickets with its whole thread (reading it marks staff's answers read).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../schemas/generated/support.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const fetchTicket = (id: number, signal?: AbortSignal) => apiGet<TicketDetail>(`/wps/support/tickets/${id}`, { signal });

export const ticketQueryOptions = (id: number) => queryOptions({ queryKey: supportKeys.ticket(id), queryFn: ({ signal }) => fetchTicket(id, signal) });

export function useTicket(id: number | null) {
  return useQuery({ ...ticketQueryOptions(id ?? 0), enabled: id !== null });
}
