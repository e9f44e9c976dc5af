// GET /bo/api/brands/:tenant/players/:id/limits: the player's own limits, pending changes and their history (read only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LimitsValue } from '../../../../../schemas/generated/limits.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const fetchPlayerLimits = (tenantId: string, id: number, signal?: AbortSignal) =>
  apiGet<LimitsValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/limits`, { signal });

export const playerLimitsQueryOptions = (tenantId: string, id: number) =>
  queryOptions({ queryKey: playersKeys.list(tenantId, id, 'limits', 1), queryFn: ({ signal }) => fetchPlayerLimits(tenantId, id, signal), staleTime: 0 });

export function usePlayerLimits(tenantId: string, id: number) {
  return useQuery(playerLimitsQueryOptions(tenantId, id));
}
