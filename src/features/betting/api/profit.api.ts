// GET /wps/member/profit: the member's profit and loss over a date range.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfitValue } from '../../../../schemas/generated/betting.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { bettingKeys, type ProfitQuery } from './betting-keys.ts';

export const fetchProfit = (q: ProfitQuery, signal?: AbortSignal) => apiGet<ProfitValue>('/wps/member/profit', { params: q, signal });

export const profitQueryOptions = (q: ProfitQuery) => queryOptions({ queryKey: bettingKeys.profit(q), queryFn: ({ signal }) => fetchProfit(q, signal) });

/** The previous range's figures stay on screen while the next ones load. */
export function useProfit(q: ProfitQuery) {
  return useQuery({ ...profitQueryOptions(q), placeholderData: keepPreviousData });
}
