// POST /bo/api/brands/:tenant/loyalty/rewards (a new reward) or PUT …/rewards/:rewardId (its new content; retired
// stays as it is) — promotions.write, audited. A reward's id and kind are refused once members redeemed it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyReward } from '../../../../../schemas/generated/tenant.ts';
import { createReward } from './create-reward.api.ts';
import { updateReward } from './update-reward.api.ts';
import { loyaltyCatalogueKeys } from './loyalty-keys.ts';

export const saveReward = (tenantId: string, id: string | null, body: LoyaltyReward) =>
  id === null ? createReward(tenantId, body) : updateReward(tenantId, id, body);

export function useSaveReward(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: LoyaltyReward }) => saveReward(tenantId, id, body),
    onSuccess: (value) => client.setQueryData(loyaltyCatalogueKeys.brand(tenantId), value),
  });
}
