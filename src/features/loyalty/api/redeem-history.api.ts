// GET /wps/relay/MCS2_getRedeemPointList?pageNo= (session): the member's redeems and conversions, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RedeemListValue } from '../../../../schemas/generated/loyalty.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { loyaltyKeys } from './loyalty-keys.ts';

export const fetchRedeemHistory = (pageNo: number, language: string, signal?: AbortSignal) =>
  apiGet<RedeemListValue>('/wps/relay/MCS2_getRedeemPointList', { params: { pageNo, language }, signal });

export const redeemHistoryQueryOptions = (pageNo: number, language: string) =>
  queryOptions({
    queryKey: loyaltyKeys.redeems(pageNo, language),
    queryFn: ({ signal }) => fetchRedeemHistory(pageNo, language, signal),
    // Staff decide items at any time.
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useRedeemHistory(pageNo: number, language: string) {
  return useQuery({ ...redeemHistoryQueryOptions(pageNo, language), enabled: useSignedIn() });
}
