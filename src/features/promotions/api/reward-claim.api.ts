// POST /wps/rewards/:id/claim (session, module REWARDCENTER): the member takes a reward; the money (cash or
// bonus) moves through the rewards engine's one award path, so the balance, the bonuses, the rewards and
// the promotions' statuses (an application becomes 'claimed') are asked for again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClaimableReward } from '../../../../schemas/generated/promotions.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { MEMBER_MONEY_KEY } from '../../../lib/query/member-keys.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const claimReward = (id: number) => apiPost<ClaimableReward>(`/wps/rewards/${id}/claim`);

export const claimRewardMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...promotionsKeys.rewards(), 'claim'],
    mutationFn: (id: number) => claimReward(id),
    // Refused too (claimed elsewhere, expired): the list shows the reward as it now is.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsKeys.member }),
        queryClient.invalidateQueries({ queryKey: [...MEMBER_MONEY_KEY] }),
      ]);
    },
  });

export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation(claimRewardMutationOptions(queryClient));
}
