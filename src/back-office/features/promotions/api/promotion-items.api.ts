// GET /bo/api/brands/:tenant/promotions/items: the brand's promotions as the editor shows them (staff's list
// where edited, else the tenant file's), each with its title in the staff language, its state and whether
// anything was granted under it; where the list comes from; the brand's languages and money.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionEditorValue } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchPromotionItems = (tenantId: string, signal?: AbortSignal) =>
  apiGet<PromotionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/items`, { signal });

export const promotionItemsQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: promotionsKeys.items(tenantId),
    queryFn: ({ signal }) => fetchPromotionItems(tenantId, signal),
    staleTime: 0,
  });

export function usePromotionItems(tenantId: string) {
  return useQuery(promotionItemsQueryOptions(tenantId));
}
