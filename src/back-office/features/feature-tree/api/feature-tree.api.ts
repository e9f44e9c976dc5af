// GET /bo/api/brands/:tenant/features: the brand's whole feature tree — the file's value, the staff
// override, the effective value — polled while open so a change made elsewhere shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureTreeValue } from '../../../../../schemas/generated/staff.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { featureTreeKeys } from './feature-tree-keys.ts';

export const fetchFeatureTree = (tenantId: string, signal?: AbortSignal) =>
  apiGet<FeatureTreeValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/features`, { signal });

export const featureTreeQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: featureTreeKeys.brand(tenantId),
    queryFn: ({ signal }) => fetchFeatureTree(tenantId, signal),
    staleTime: 0,
    refetchInterval: 15_000,
  });

export function useFeatureTree(tenantId: string) {
  return useQuery(featureTreeQueryOptions(tenantId));
}
