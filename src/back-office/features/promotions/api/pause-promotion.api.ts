// POST /bo/api/brands/:tenant/promotions/items/:promotionId/pause {paused}: pauses (off the players' list,
// grants nothing) or resumes a promotion. Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionEditorValue } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const pausePromotion = (tenantId: string, id: string, paused: boolean) =>
  apiPost<PromotionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/items/${encodeURIComponent(id)}/pause`, { paused });

export function usePausePromotion(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) => pausePromotion(tenantId, id, paused),
    onSuccess: (value) => client.setQueryData(promotionsKeys.items(tenantId), value),
  });
}
