// PUT /bo/api/brands/:tenant/promotions/item-order {ids}: every promotion of the brand in the new order (the
// players' list follows it). Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionEditorValue } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const orderPromotions = (tenantId: string, ids: string[]) =>
  apiPut<PromotionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/item-order`, { ids });

export function useOrderPromotions(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => orderPromotions(tenantId, ids),
    onSuccess: (value) => client.setQueryData(promotionsKeys.items(tenantId), value),
  });
}
