// GET /bo/api/brands/:tenant/promotions/grants?promotionId=&account=&page=: one page of what promotions
// paid out (bonus or cash), newest first, with each promotion's count and total over the filter.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GrantPage } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchGrants = (tenantId: string, promotionId: string, account: string, page: number, signal?: AbortSignal) =>
  apiGet<GrantPage>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/grants`, {
    params: { promotionId: promotionId || undefined, account: account || undefined, page },
    signal,
  });

export const grantsQueryOptions = (tenantId: string, promotionId: string, account: string, page: number) =>
  queryOptions({
    queryKey: promotionsKeys.grants(tenantId, promotionId, account, page),
    queryFn: ({ signal }) => fetchGrants(tenantId, promotionId, account, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useGrants(tenantId: string, promotionId: string, account: string, page: number) {
  return useQuery(grantsQueryOptions(tenantId, promotionId, account, page));
}
