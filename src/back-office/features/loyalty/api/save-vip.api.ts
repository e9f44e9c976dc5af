// PUT /bo/api/brands/:tenant/loyalty/vip (promotions.write): the brand's VIP levels as a whole (period, which
// thresholds qualify, each level's reach and keep thresholds and benefits). A rank members hold cannot go. Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyEditorValue } from '../../../../../schemas/generated/loyalty.ts';
import type { Vip } from '../../../../../schemas/generated/tenant.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { loyaltyCatalogueKeys } from './loyalty-keys.ts';

export const saveVip = (tenantId: string, body: Vip) => apiPut<LoyaltyEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/loyalty/vip`, body);

export function useSaveVip(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Vip) => saveVip(tenantId, body),
    onSuccess: (value) => client.setQueryData(loyaltyCatalogueKeys.brand(tenantId), value),
  });
}
