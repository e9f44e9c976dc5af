// GET /bo/api/brands/:tenant/players/:id/withdrawals: the player's withdrawals, newest first, 10 a page (the card's last four digits only).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalPageValue } from '../../../../../schemas/generated/player-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const fetchPlayerWithdrawals = (tenantId: string, id: number, page: number, signal?: AbortSignal) =>
  apiGet<WithdrawalPageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/withdrawals`, { params: { page }, signal });

export const playerWithdrawalsQueryOptions = (tenantId: string, id: number, page: number) =>
  queryOptions({
    queryKey: playersKeys.list(tenantId, id, 'withdrawals', page),
    queryFn: ({ signal }) => fetchPlayerWithdrawals(tenantId, id, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePlayerWithdrawals(tenantId: string, id: number, page: number) {
  return useQuery(playerWithdrawalsQueryOptions(tenantId, id, page));
}
