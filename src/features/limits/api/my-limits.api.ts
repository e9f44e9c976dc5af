// GET /wps/limits: the player's limits with what each window already counts, pending changes, history,
// net deposits and the brand's rules.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LimitsValue } from '../../../../schemas/generated/limits.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { limitsKeys } from './limits-keys.ts';

export const fetchMyLimits = (signal?: AbortSignal) => apiGet<LimitsValue>('/wps/limits', { signal });

export const myLimitsQueryOptions = () => queryOptions({ queryKey: limitsKeys.mine(), queryFn: ({ signal }) => fetchMyLimits(signal) });

export function useMyLimits(enabled = true) {
  return useQuery({ ...myLimitsQueryOptions(), enabled });
}
