// GET /bo/api/brands/:tenant/players/:id/ledger: the player's wallet movements, newest first, 20 a page (kind, signed amount, balance after, and a staff adjustment's reason).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerPageValue } from '../../../../../schemas/generated/player-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const fetchPlayerLedger = (tenantId: string, id: number, page: number, signal?: AbortSignal) =>
  apiGet<LedgerPageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/ledger`, { params: { page }, signal });

export const playerLedgerQueryOptions = (tenantId: string, id: number, page: number) =>
  queryOptions({
    queryKey: playersKeys.list(tenantId, id, 'ledger', page),
    queryFn: ({ signal }) => fetchPlayerLedger(tenantId, id, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePlayerLedger(tenantId: string, id: number, page: number) {
  return useQuery(playerLedgerQueryOptions(tenantId, id, page));
}
