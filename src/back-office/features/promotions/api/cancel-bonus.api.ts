// POST /bo/api/brands/:tenant/promotions/bonuses/:id/cancel {reason, confirmAccount}: ends an active
// bonus — what is left of it in the wallet goes back to the promotions house account and its
// withdrawal hold ends. The typed account must be the bonus's player's. Audited; answers the bonus now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BonusCancelRequest, StaffBonus } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const cancelBonus = (tenantId: string, id: number, body: BonusCancelRequest) =>
  apiPost<StaffBonus>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/bonuses/${id}/cancel`, body);

export function useCancelBonus(tenantId: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusCancelRequest) => cancelBonus(tenantId, id, body),
    onSettled: () => client.invalidateQueries({ queryKey: promotionsKeys.brand(tenantId) }),
  });
}
