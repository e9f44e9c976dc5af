// GET /wps/agent/team/members (agent session): a page of the downline with search and level filter.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamList } from '../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { agentsKeys } from './agents-keys.ts';

export const TEAM_PAGE_SIZE = 15;

export const fetchTeamMembers = (search: string, level: number, page: number, signal?: AbortSignal) =>
  apiGet<TeamList>('/wps/agent/team/members', { params: { search: search || undefined, level: level || undefined, page, size: TEAM_PAGE_SIZE }, signal });

export const teamMembersQueryOptions = (search: string, level: number, page: number) =>
  queryOptions({ queryKey: agentsKeys.team(search, level, page), queryFn: ({ signal }) => fetchTeamMembers(search, level, page, signal), staleTime: 0 });

export function useTeamMembers(search: string, level: number, page: number) {
  return useQuery({ ...teamMembersQueryOptions(search, level, page), enabled: useSignedIn(), placeholderData: keepPreviousData });
}
