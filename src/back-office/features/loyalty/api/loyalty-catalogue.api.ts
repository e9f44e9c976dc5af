// GET /bo/api/brands/:tenant/loyalty/catalogue (promotions.read): the brand's points-mall rewards (with what was
// redeemed, taken and still waiting) and its VIP levels (with the ranks members hold), each with its source.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyEditorValue } from '../../../../../schemas/generated/loyalty.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { loyaltyCatalogueKeys } from './loyalty-keys.ts';

export const fetchLoyaltyCatalogue = (tenantId: string, signal?: AbortSignal) =>
  apiGet<LoyaltyEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/loyalty/catalogue`, { signal });

export const loyaltyCatalogueQueryOptions = (tenantId: string) =>
  queryOptions({ queryKey: loyaltyCatalogueKeys.brand(tenantId), queryFn: ({ signal }) => fetchLoyaltyCatalogue(tenantId, signal), staleTime: 0 });

export function useLoyaltyCatalogue(tenantId: string) {
  return useQuery(loyaltyCatalogueQueryOptions(tenantId));
}
