// POST /bo/api/brands/:tenant/loyalty/redeems/:id/decision (promotions.write): approve an item request, or reject
// it with a reason (the member's points and the stock unit go back). Audited; answers the decided request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemView, StaffRedeemDecision } from '../../../../../schemas/generated/loyalty.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { loyaltyRedeemsKeys } from './loyalty-keys.ts';

export const decideRedeem = (tenantId: string, id: number, body: StaffRedeemDecision) =>
  apiPost<RedeemView>(`/bo/api/brands/${encodeURIComponent(tenantId)}/loyalty/redeems/${id}/decision`, body);

export function useDecideRedeem(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffRedeemDecision }) => decideRedeem(tenantId, id, body),
    onSettled: () => client.invalidateQueries({ queryKey: loyaltyRedeemsKeys.brand(tenantId) }),
  });
}
