// GET /wps/member/transactions: one page of the member's account records (deposits, withdrawals,
// transfers, bets...) of a type in a date range.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionPage } from '../../../../schemas/generated/wallet.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { walletKeys, type RecordsQuery } from './wallet-keys.ts';

export const fetchRecords = (q: RecordsQuery, signal?: AbortSignal) =>
  apiGet<TransactionPage>('/wps/member/transactions', { params: { type: q.type, from: q.from, to: q.to, pageNo: q.pageNo }, signal });

export const recordsQueryOptions = (q: RecordsQuery) => queryOptions({ queryKey: walletKeys.recordsPage(q), queryFn: ({ signal }) => fetchRecords(q, signal) });

/** The previous page stays on screen while the next one loads. */
export function useRecords(q: RecordsQuery) {
  return useQuery({ ...recordsQueryOptions(q), placeholderData: keepPreviousData });
}
