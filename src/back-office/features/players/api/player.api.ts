// GET /bo/api/brands/:tenant/players/:id: the player's profile, status, wallet and where a password
// reset can be sent. A player of another brand (or none) is 404.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerPageValue } from '../../../../../schemas/generated/player-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const fetchPlayer = (tenantId: string, id: number, signal?: AbortSignal) =>
  apiGet<PlayerPageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}`, { signal });

export const playerQueryOptions = (tenantId: string, id: number) =>
  queryOptions({
    queryKey: [...playersKeys.player(tenantId, id), 'page'] as const,
    queryFn: ({ signal }) => fetchPlayer(tenantId, id, signal),
    staleTime: 0,
    retry: false,
  });

export function usePlayer(tenantId: string, id: number) {
  return useQuery(playerQueryOptions(tenantId, id));
}
