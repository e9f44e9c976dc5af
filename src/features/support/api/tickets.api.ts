// GET /wps/support/tickets?page= : the player's support tickets, last changed first, with what they have not read.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketList } from '../../../../schemas/generated/support.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { supportKeys } from './support-keys.ts';

export const TICKET_PAGE_SIZE = 20;

export const fetchTickets = (page: number, signal?: AbortSignal) => apiGet<TicketList>('/wps/support/tickets', { params: { page }, signal });

export const ticketsQueryOptions = (page: number) =>
  queryOptions({ queryKey: supportKeys.tickets(page), queryFn: ({ signal }) => fetchTickets(page, signal), placeholderData: keepPreviousData });

export function useTickets(page: number) {
  return useQuery({ ...ticketsQueryOptions(page), enabled: useSignedIn() });
}
