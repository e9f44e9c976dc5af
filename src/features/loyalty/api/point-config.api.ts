// GET /wps/relay/MCS2_getPointConfig (public, module POINTMALL): how points are earned and what they convert to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointConfigValue } from '../../../../schemas/generated/loyalty.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { loyaltyKeys } from './loyalty-keys.ts';

export const fetchPointConfig = (signal?: AbortSignal) => apiGet<PointConfigValue>('/wps/relay/MCS2_getPointConfig', { signal });

export const pointConfigQueryOptions = () =>
  queryOptions({ queryKey: loyaltyKeys.config(), queryFn: ({ signal }) => fetchPointConfig(signal), staleTime: 60_000 });

export function usePointConfig() {
  return useQuery(pointConfigQueryOptions());
}
