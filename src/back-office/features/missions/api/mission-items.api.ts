// GET /bo/api/brands/:tenant/missions/items (promotions.read): the brand's missions with their source (the tenant
// file's, or the list staff edited) and whether members' progress is kept under each (its id, period and task fixed).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MissionEditorValue } from '../../../../../schemas/generated/missions.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { missionsKeys } from './missions-keys.ts';

export const fetchMissionItems = (tenantId: string, signal?: AbortSignal) =>
  apiGet<MissionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/missions/items`, { signal });

export const missionItemsQueryOptions = (tenantId: string) =>
  queryOptions({ queryKey: missionsKeys.items(tenantId), queryFn: ({ signal }) => fetchMissionItems(tenantId, signal), staleTime: 0 });

export function useMissionItems(tenantId: string) {
  return useQuery(missionItemsQueryOptions(tenantId));
}
