// GET /wps/agent-recruitment/application (real account, module JOIN): the member's newest application to
// become an agent, whether they may apply now, and whether they already are an agent.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyApplication } from '../../../../schemas/generated/agent-recruitment.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { agentRecruitmentKeys } from './agent-recruitment-keys.ts';

export const fetchMyApplication = (signal?: AbortSignal) => apiGet<MyApplication>('/wps/agent-recruitment/application', { signal });

export const myApplicationQueryOptions = () =>
  queryOptions({
    queryKey: agentRecruitmentKeys.myApplication(),
    queryFn: ({ signal }) => fetchMyApplication(signal),
    // Staff decide while the page is closed: fresh each time it opens.
    staleTime: 0,
  });

export function useMyApplication(enabled: boolean) {
  return useQuery({ ...myApplicationQueryOptions(), enabled });
}
