// POST /bo/api/brands/:tenant/promotions/items: a new promotion (the tenant schema's Promotion). The first edit
// of a brand's promotions imports the tenant file's; the list then replaces the file's until reset. Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionEditorValue } from '../../../../../schemas/generated/promotion-admin.ts';
import type { Promotion } from '../../../../../schemas/generated/tenant.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const createPromotion = (tenantId: string, body: Promotion) =>
  apiPost<PromotionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/items`, body);

export function useCreatePromotion(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Promotion) => createPromotion(tenantId, body),
    onSuccess: (value) => client.setQueryData(promotionsKeys.items(tenantId), value),
  });
}
