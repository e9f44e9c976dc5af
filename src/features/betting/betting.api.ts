// The member's betting records and profit/loss as typed calls and query keys.
import type { BetRecordPage, ProfitValue } from '../../../schemas/generated/betting.ts';
import type { CategoryId } from '../../../schemas/generated/tenant.ts';
import { apiGet } from '../../lib/api/api-client.ts';

export interface BetRecordsQuery {
  from: string;
  to: string;
  pageNo: number;
  gameType?: CategoryId;
  language: string;
}

export const bettingKeys = {
  all: ['betting'] as const,
  records: (q: BetRecordsQuery) => [...bettingKeys.all, 'records', q] as const,
  profit: (q: { from: string; to: string }) => [...bettingKeys.all, 'profit', q] as const,
};

export const fetchBetRecords = (q: BetRecordsQuery, signal?: AbortSignal) =>
  apiGet<BetRecordPage>('/wps/member/bets', { params: { from: q.from, to: q.to, pageNo: q.pageNo, gameType: q.gameType, language: q.language }, signal });

export const fetchProfit = (q: { from: string; to: string }, signal?: AbortSignal) => apiGet<ProfitValue>('/wps/member/profit', { params: q, signal });
