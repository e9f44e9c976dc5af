// GET /wps/relay/ODSFE2_MemTransDet?pageNo= (session): every movement of the member's points, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PointTransactionsValue } from '../../../../schemas/generated/loyalty.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { loyaltyKeys } from './loyalty-keys.ts';

export const fetchPointTransactions = (pageNo: number, signal?: AbortSignal) =>
  apiGet<PointTransactionsValue>('/wps/relay/ODSFE2_MemTransDet', { params: { pageNo }, signal });

export const pointTransactionsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: loyaltyKeys.transactions(pageNo),
    queryFn: ({ signal }) => fetchPointTransactions(pageNo, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function usePointTransactions(pageNo: number) {
  return useQuery({ ...pointTransactionsQueryOptions(pageNo), enabled: useSignedIn() });
}
