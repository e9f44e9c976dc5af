// POST /bo/api/brands/:tenant/promotions/applications/:id: approve with an amount (at most the activity's
// maximum; the player then claims it in the reward centre) or reject with a reason. Answers the
// application as it is now; a second decision is refused and moves no money.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDecision, StaffApplication } from '../../../../../schemas/generated/promotion-admin.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const decideApplication = (tenantId: string, id: number, body: ApplicationDecision) =>
  apiPost<StaffApplication>(`/bo/api/brands/${encodeURIComponent(tenantId)}/promotions/applications/${id}`, body);

export function useDecideApplication(tenantId: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationDecision) => decideApplication(tenantId, id, body),
    // Refused or not, the brand's lists are read again: a refusal usually means someone else decided first.
    onSettled: () => client.invalidateQueries({ queryKey: promotionsKeys.brand(tenantId) }),
  });
}
