// GET /wps/agent/team/loss (agent session): each direct downline's team figures and the totals for a period.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLoss } from '../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { agentsKeys } from './agents-keys.ts';
import type { RangeName } from './team-overview.api.ts';

export const fetchUserLoss = (range: RangeName, signal?: AbortSignal) => apiGet<UserLoss>('/wps/agent/team/loss', { params: { range }, signal });

export const userLossQueryOptions = (range: RangeName) =>
  queryOptions({ queryKey: agentsKeys.loss(range), queryFn: ({ signal }) => fetchUserLoss(range, signal), staleTime: 0 });

export function useUserLoss(range: RangeName) {
  return useQuery({ ...userLossQueryOptions(range), enabled: useSignedIn() });
}
