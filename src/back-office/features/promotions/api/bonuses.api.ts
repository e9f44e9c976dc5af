// GET /bo/api/brands/:tenant/promotions/bonuses?state=&account=&page=: one page of the brand's bonuses
// (active ones by default) with their wagering requirement and progress.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusListQuery, BonusPage } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export type BonusStateFilter = NonNullable<BonusListQuery['state']>;

export const fetchBonuses = (tenantId: string, state: BonusStateFilter, account: string, page: number, signal?: AbortSignal) =>
  apiGet<BonusPage>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/bonuses`, {
    params: { state, account: account || undefined, page },
    signal,
  });

export const bonusesQueryOptions = (tenantId: string, state: BonusStateFilter, account: string, page: number) =>
  queryOptions({
    queryKey: promotionsKeys.bonuses(tenantId, state, account, page),
    queryFn: ({ signal }) => fetchBonuses(tenantId, state, account, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useBonuses(tenantId: string, state: BonusStateFilter, account: string, page: number) {
  return useQuery(bonusesQueryOptions(tenantId, state, account, page));
}
