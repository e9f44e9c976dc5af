// GET /bo/api/brands/:tenant/agent-applications?status=&page= (agents.read): the brand's applications to become
// an agent, newest first, with the applicant's account and current type, and how many wait.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffApplicationList, StaffListQuery } from '../../../../../schemas/generated/agent-recruitment.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { agentApplicationsKeys } from './agent-recruitment-keys.ts';

export type StatusFilter = NonNullable<StaffListQuery['status']> | 'all';

export const fetchAgentApplications = (tenantId: string, status: StatusFilter, page: number, signal?: AbortSignal) =>
  apiGet<StaffApplicationList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/agent-applications`, {
    params: { page, status: status === 'all' ? undefined : status },
    signal,
  });

export const agentApplicationsQueryOptions = (tenantId: string, status: StatusFilter, page: number) =>
  queryOptions({
    queryKey: agentApplicationsKeys.list(tenantId, status, page),
    queryFn: ({ signal }) => fetchAgentApplications(tenantId, status, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAgentApplications(tenantId: string, status: StatusFilter, page: number) {
  return useQuery(agentApplicationsQueryOptions(tenantId, status, page));
}
