// PUT /bo/api/brands/:tenant/promotions/items/:promotionId: a promotion's new content (its pause stays as it
// is). Its id and type are refused once anything was granted under it. Audited with from and to.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionEditorValue } from '../../../../../schemas/generated/promotion-admin.ts';
import type { Promotion } from '../../../../../schemas/generated/tenant.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const updatePromotion = (tenantId: string, id: string, body: Promotion) =>
  apiPut<PromotionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/items/${encodeURIComponent(id)}`, body);

export function useUpdatePromotion(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Promotion }) => updatePromotion(tenantId, id, body),
    onSuccess: (value) => client.setQueryData(promotionsKeys.items(tenantId), value),
  });
}
