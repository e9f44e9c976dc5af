// The account-records endpoint as a typed call and query key.
import type { RecordType, TransactionPage } from '../../../schemas/generated/wallet.ts';
import { apiGet } from '../../lib/api/api-client.ts';

export interface RecordsQuery {
  type?: RecordType;
  from: string;
  to: string;
  pageNo: number;
}

export const recordKeys = {
  all: ['wallet', 'records'] as const,
  page: (q: RecordsQuery) => [...recordKeys.all, q] as const,
};

export const fetchRecords = (q: RecordsQuery, signal?: AbortSignal) =>
  apiGet<TransactionPage>('/wps/member/transactions', { params: { type: q.type, from: q.from, to: q.to, pageNo: q.pageNo }, signal });
