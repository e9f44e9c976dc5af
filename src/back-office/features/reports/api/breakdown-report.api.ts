// GET /bo/api/brands/:tenant/reports/breakdown: the brand's game figures per category and per vendor
// over a range of its days (none: the server's default, the last 7 days), and their totals.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BreakdownReportValue } from '../../../../../schemas/generated/reports.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

export const fetchBreakdownReport = (tenantId: string, from?: string, to?: string, signal?: AbortSignal) =>
  apiGet<BreakdownReportValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/reports/breakdown`, { params: { from, to }, signal });

export const breakdownReportQueryOptions = (tenantId: string, from?: string, to?: string) =>
  queryOptions({
    queryKey: reportsKeys.breakdown(tenantId, from ?? '', to ?? ''),
    queryFn: ({ signal }) => fetchBreakdownReport(tenantId, from, to, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useBreakdownReport(tenantId: string, from?: string, to?: string) {
  return useQuery(breakdownReportQueryOptions(tenantId, from, to));
}
