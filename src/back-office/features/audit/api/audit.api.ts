// GET /bo/api/audit: the append-only audit, newest first, 50 a page, only the lines of the member's
// brands; filtered by brand and by action (prefix, e.g. "feature").
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPageValue } from '../../../../../schemas/generated/staff.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { auditKeys } from './audit-keys.ts';

export const fetchAuditPage = (page: number, tenant?: string, action?: string, signal?: AbortSignal) =>
  apiGet<AuditPageValue>('/bo/api/audit', { params: { page, tenant: tenant || undefined, action: action || undefined }, signal });

export const auditPageQueryOptions = (page: number, tenant?: string, action?: string) =>
  queryOptions({
    queryKey: auditKeys.page(page, tenant, action),
    queryFn: ({ signal }) => fetchAuditPage(page, tenant, action, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAuditPage(page: number, tenant?: string, action?: string) {
  return useQuery(auditPageQueryOptions(page, tenant, action));
}
