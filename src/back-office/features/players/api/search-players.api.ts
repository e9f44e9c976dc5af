// GET /bo/api/brands/:tenant/players: the brand's players by username, mobile, e-mail or id (20 a
// page, newest first); no text lists every player.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerSearchValue, SearchField } from '../../../../../schemas/generated/player-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const searchPlayers = (tenantId: string, q: string, field: SearchField, page: number, signal?: AbortSignal) =>
  apiGet<PlayerSearchValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players`, { params: { q: q || undefined, field, page }, signal });

export const searchPlayersQueryOptions = (tenantId: string, q: string, field: SearchField, page: number) =>
  queryOptions({
    queryKey: playersKeys.search(tenantId, q, field, page),
    queryFn: ({ signal }) => searchPlayers(tenantId, q, field, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSearchPlayers(tenantId: string, q: string, field: SearchField, page: number) {
  return useQuery(searchPlayersQueryOptions(tenantId, q, field, page));
}
