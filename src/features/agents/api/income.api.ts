// GET /wps/agent/income (agent session): every salary, wage and dividend paid (or owed) to the agent.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutList } from '../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { agentsKeys } from './agents-keys.ts';

export const fetchIncome = (page: number, signal?: AbortSignal) => apiGet<PayoutList>('/wps/agent/income', { params: { page, size: 15 }, signal });

export const incomeQueryOptions = (page: number) =>
  queryOptions({ queryKey: agentsKeys.income(page), queryFn: ({ signal }) => fetchIncome(page, signal), staleTime: 0 });

export function useIncome(page: number) {
  return useQuery({ ...incomeQueryOptions(page), enabled: useSignedIn(), placeholderData: keepPreviousData });
}
