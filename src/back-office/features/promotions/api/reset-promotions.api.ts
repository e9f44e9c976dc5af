// DELETE /bo/api/brands/:tenant/promotions/items: hands the brand's promotions back to its tenant file. Audited
// with the list that was there.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionEditorValue } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiDelete } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const resetPromotions = (tenantId: string) => apiDelete<PromotionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/items`);

export function useResetPromotions(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetPromotions(tenantId),
    onSuccess: (value) => client.setQueryData(promotionsKeys.items(tenantId), value),
  });
}
