// GET /bo/api/brands/:tenant/players/:id/deposits: the player's deposits, newest first, 10 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositPageValue } from '../../../../../schemas/generated/player-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const fetchPlayerDeposits = (tenantId: string, id: number, page: number, signal?: AbortSignal) =>
  apiGet<DepositPageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/deposits`, { params: { page }, signal });

export const playerDepositsQueryOptions = (tenantId: string, id: number, page: number) =>
  queryOptions({
    queryKey: playersKeys.list(tenantId, id, 'deposits', page),
    queryFn: ({ signal }) => fetchPlayerDeposits(tenantId, id, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePlayerDeposits(tenantId: string, id: number, page: number) {
  return useQuery(playerDepositsQueryOptions(tenantId, id, page));
}
