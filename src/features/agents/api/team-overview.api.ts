// GET /wps/agent/team/overview (agent session, module AGENTCENTRE): the team's figures for a period.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RangeQuery, TeamOverview } from '../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { agentsKeys } from './agents-keys.ts';

export type RangeName = NonNullable<RangeQuery['range']>;

export const fetchTeamOverview = (range: RangeName, from: string, to: string, signal?: AbortSignal) =>
  apiGet<TeamOverview>('/wps/agent/team/overview', { params: range === 'custom' ? { range, from, to } : { range }, signal });

export const teamOverviewQueryOptions = (range: RangeName, from: string, to: string) =>
  queryOptions({ queryKey: agentsKeys.overview(range, from, to), queryFn: ({ signal }) => fetchTeamOverview(range, from, to, signal), staleTime: 0 });

export function useTeamOverview(range: RangeName, from: string, to: string) {
  return useQuery({ ...teamOverviewQueryOptions(range, from, to), enabled: useSignedIn() && (range !== 'custom' || (!!from && !!to)) });
}
