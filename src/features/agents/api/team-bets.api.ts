// GET /wps/agent/team/bets (agent session): one page of the rounds of the agent's whole downline, with the
// betting-record filters (day range, category, vendor, account search) and the totals of the filter.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamBetPage, TeamBetQuery } from '../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { agentsKeys } from './agents-keys.ts';

export const fetchTeamBets = (q: TeamBetQuery, signal?: AbortSignal) =>
  apiGet<TeamBetPage>('/wps/agent/team/bets', {
    params: { from: q.from, to: q.to, gameType: q.gameType, vassalage: q.vassalage, search: q.search || undefined, pageNo: q.pageNo, language: q.language },
    signal,
  });

export const teamBetsQueryOptions = (q: TeamBetQuery) =>
  queryOptions({ queryKey: agentsKeys.teamBets(q), queryFn: ({ signal }) => fetchTeamBets(q, signal), staleTime: 0 });

/** The previous page stays on screen while the next one loads. */
export function useTeamBets(q: TeamBetQuery) {
  return useQuery({ ...teamBetsQueryOptions(q), enabled: useSignedIn(), placeholderData: keepPreviousData });
}
