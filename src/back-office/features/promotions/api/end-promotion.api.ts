// POST /bo/api/brands/:tenant/promotions/items/:promotionId/end: ends a promotion now (its end time becomes
// now); the bonuses it gave keep running. Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionEditorValue } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const endPromotion = (tenantId: string, id: string) =>
  apiPost<PromotionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/items/${encodeURIComponent(id)}/end`, {});

export function useEndPromotion(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endPromotion(tenantId, id),
    onSuccess: (value) => client.setQueryData(promotionsKeys.items(tenantId), value),
  });
}
