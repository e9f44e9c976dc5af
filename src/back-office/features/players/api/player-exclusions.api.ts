// GET /bo/api/brands/:tenant/players/:id/exclusions: the player's exclusion state and every exclusion, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffExclusionView } from '../../../../../schemas/generated/exclusion.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const fetchPlayerExclusions = (tenantId: string, id: number, signal?: AbortSignal) =>
  apiGet<StaffExclusionView>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/exclusions`, { signal });

export const playerExclusionsQueryOptions = (tenantId: string, id: number) =>
  queryOptions({
    queryKey: playersKeys.list(tenantId, id, 'exclusions', 1),
    queryFn: ({ signal }) => fetchPlayerExclusions(tenantId, id, signal),
    staleTime: 0,
  });

export function usePlayerExclusions(tenantId: string, id: number) {
  return useQuery(playerExclusionsQueryOptions(tenantId, id));
}
