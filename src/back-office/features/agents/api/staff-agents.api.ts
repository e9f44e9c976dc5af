// GET /bo/api/brands/:tenant/agents?search=&page= (agents.read): the brand's agents with their team size, direct
// downlines, the contracts they hold and their paid and owed payouts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAgentList } from '../../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { agentsKeys } from './agents-keys.ts';

export const fetchStaffAgents = (tenantId: string, search: string, page: number, signal?: AbortSignal) =>
  apiGet<StaffAgentList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/agents`, { params: { page, search: search || undefined }, signal });

export const staffAgentsQueryOptions = (tenantId: string, search: string, page: number) =>
  queryOptions({
    queryKey: agentsKeys.list(tenantId, search, page),
    queryFn: ({ signal }) => fetchStaffAgents(tenantId, search, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useStaffAgents(tenantId: string, search: string, page: number) {
  return useQuery(staffAgentsQueryOptions(tenantId, search, page));
}
