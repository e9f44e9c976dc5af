// GET /wps/agent/team/transactions (agent session): one page of the wallet movements of the agent's whole
// downline, with the account-record filters (record type, day range) and an account search.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamTransactionPage, TeamTransactionQuery } from '../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { agentsKeys } from './agents-keys.ts';

export const fetchTeamTransactions = (q: TeamTransactionQuery, signal?: AbortSignal) =>
  apiGet<TeamTransactionPage>('/wps/agent/team/transactions', {
    params: { type: q.type, from: q.from, to: q.to, search: q.search || undefined, pageNo: q.pageNo },
    signal,
  });

export const teamTransactionsQueryOptions = (q: TeamTransactionQuery) =>
  queryOptions({ queryKey: agentsKeys.teamTransactions(q), queryFn: ({ signal }) => fetchTeamTransactions(q, signal), staleTime: 0 });

/** The previous page stays on screen while the next one loads. */
export function useTeamTransactions(q: TeamTransactionQuery) {
  return useQuery({ ...teamTransactionsQueryOptions(q), enabled: useSignedIn(), placeholderData: keepPreviousData });
}
