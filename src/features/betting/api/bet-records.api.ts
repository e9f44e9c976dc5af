// GET /wps/member/bets: one page of the member's bets in a date range, optionally of one category.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BetRecordPage } from '../../../../schemas/generated/betting.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { bettingKeys, type BetRecordsQuery } from './betting-keys.ts';

export const fetchBetRecords = (q: BetRecordsQuery, signal?: AbortSignal) =>
  apiGet<BetRecordPage>('/wps/member/bets', { params: { from: q.from, to: q.to, pageNo: q.pageNo, gameType: q.gameType, language: q.language }, signal });

export const betRecordsQueryOptions = (q: BetRecordsQuery) =>
  queryOptions({ queryKey: bettingKeys.records(q), queryFn: ({ signal }) => fetchBetRecords(q, signal) });

/** The previous page stays on screen while the next one loads. */
export function useBetRecords(q: BetRecordsQuery) {
  return useQuery({ ...betRecordsQueryOptions(q), placeholderData: keepPreviousData });
}
