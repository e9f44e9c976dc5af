// POST /bo/api/brands/:tenant/loyalty/rewards/:rewardId/retire (promotions.write): off the mall (retired: true) or
// back on offer (false). Requests already made still settle. Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyEditorValue } from '../../../../../schemas/generated/loyalty.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { loyaltyCatalogueKeys } from './loyalty-keys.ts';

export const retireReward = (tenantId: string, id: string, retired: boolean) =>
  apiPost<LoyaltyEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/loyalty/rewards/${encodeURIComponent(id)}/retire`, { retired });

export function useRetireReward(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retired }: { id: string; retired: boolean }) => retireReward(tenantId, id, retired),
    onSuccess: (value) => client.setQueryData(loyaltyCatalogueKeys.brand(tenantId), value),
  });
}
