// GET /bo/api/brands/:tenant/reports/daily: the brand's figures per day of its time zone (both days
// included, at most 366; none: the server's default, the last 7 days of the brand's zone) and their totals.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyReportValue } from '../../../../../schemas/generated/reports.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

export const fetchDailyReport = (tenantId: string, from?: string, to?: string, signal?: AbortSignal) =>
  apiGet<DailyReportValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/reports/daily`, { params: { from, to }, signal });

export const dailyReportQueryOptions = (tenantId: string, from?: string, to?: string) =>
  queryOptions({
    queryKey: reportsKeys.daily(tenantId, from ?? '', to ?? ''),
    queryFn: ({ signal }) => fetchDailyReport(tenantId, from, to, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useDailyReport(tenantId: string, from?: string, to?: string) {
  return useQuery(dailyReportQueryOptions(tenantId, from, to));
}
