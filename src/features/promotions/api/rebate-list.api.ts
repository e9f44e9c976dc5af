// GET /wps/rebate (session, module MANUALREBATE): each rebate promotion's un-rebated settled turnover per
// game category, its rate and rebate, the total to claim now (within the period's cap) and how it is paid
// (claimed here, or automatically after each day or week).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RebateListValue } from '../../../../schemas/generated/promotions.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchRebate = (language: string, signal?: AbortSignal) => apiGet<RebateListValue>('/wps/rebate', { params: { language }, signal });

export const rebateQueryOptions = (language: string) =>
  queryOptions({
    queryKey: promotionsKeys.rebateList(language),
    queryFn: ({ signal }) => fetchRebate(language, signal),
    // Rebate grows with every settled bet: fresh each time the page opens.
    staleTime: 0,
  });

export function useRebate(language: string) {
  return useQuery({ ...rebateQueryOptions(language), enabled: useSignedIn() });
}
