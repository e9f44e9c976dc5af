// GET /bo/api/brands/:tenant/players/:id/bets: the player's game rounds, newest first, 15 a page, with all-time totals.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BetPageValue } from '../../../../../schemas/generated/player-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const fetchPlayerBets = (tenantId: string, id: number, page: number, signal?: AbortSignal) =>
  apiGet<BetPageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/bets`, { params: { page }, signal });

export const playerBetsQueryOptions = (tenantId: string, id: number, page: number) =>
  queryOptions({
    queryKey: playersKeys.list(tenantId, id, 'bets', page),
    queryFn: ({ signal }) => fetchPlayerBets(tenantId, id, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePlayerBets(tenantId: string, id: number, page: number) {
  return useQuery(playerBetsQueryOptions(tenantId, id, page));
}
