// GET /bo/api/brands/:tenant/promotions/applications?status=&page=: one page of the brand's applications
// to "apply" activities (waiting ones by default), with the player, comment, image count, the activity's
// maximum award and, once decided, who decided, when and how. Polled while open: players keep applying.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationListQuery, ApplicationPage } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export type ApplicationStatusFilter = NonNullable<ApplicationListQuery['status']>;

export const fetchApplications = (tenantId: string, status: ApplicationStatusFilter, page: number, signal?: AbortSignal) =>
  apiGet<ApplicationPage>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/applications`, { params: { status, page }, signal });

export const applicationsQueryOptions = (tenantId: string, status: ApplicationStatusFilter, page: number) =>
  queryOptions({
    queryKey: promotionsKeys.applications(tenantId, status, page),
    queryFn: ({ signal }) => fetchApplications(tenantId, status, page, signal),
    staleTime: 0,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });

export function useApplications(tenantId: string, status: ApplicationStatusFilter, page: number) {
  return useQuery(applicationsQueryOptions(tenantId, status, page));
}
