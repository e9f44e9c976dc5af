// GET /lgw/lottery/tickets (session): the member's slips of a game, of one draw or (no numero) the latest.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketsValue } from '../../../../schemas/generated/lottery.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const fetchTickets = (gameCode: string, numero: string | undefined, signal?: AbortSignal) =>
  apiGet<TicketsValue>('/lgw/lottery/tickets', { params: numero ? { gameCode, numero, count: 10 } : { gameCode, count: 10 }, signal });

export const ticketsQueryOptions = (gameCode: string, numero?: string) =>
  queryOptions({ queryKey: lotteryKeys.tickets(gameCode, numero), queryFn: ({ signal }) => fetchTickets(gameCode, numero, signal), staleTime: 0 });

/** `refetchMs` may depend on the slips last fetched (e.g. poll while one awaits its draw). */
export function useTickets(gameCode: string | undefined, numero: string | undefined, refetchMs: number | false | ((slips: TicketsValue) => number | false)) {
  return useQuery({
    ...ticketsQueryOptions(gameCode ?? '', numero),
    enabled: useSignedIn() && !!gameCode,
    refetchInterval: typeof refetchMs === 'function' ? (q) => refetchMs(q.state.data ?? []) : refetchMs,
  });
}
