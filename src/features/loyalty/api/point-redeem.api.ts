// POST /wps/relay/passwordCheck/MCS2_redeemPointReward (session, payment password): spends points on a mall
// reward. Cash and bonus arrive at once, so the member's money, points and lists are asked for again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RedeemRequest, RedeemView } from '../../../../schemas/generated/loyalty.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { MEMBER_MONEY_KEY } from '../../../lib/query/member-keys.ts';
import { loyaltyKeys } from './loyalty-keys.ts';

export const redeemPointReward = (body: RedeemRequest) => apiPost<RedeemView>('/wps/relay/passwordCheck/MCS2_redeemPointReward', body);

export const redeemMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...loyaltyKeys.member, 'redeem'],
    mutationFn: redeemPointReward,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: loyaltyKeys.member }), queryClient.invalidateQueries({ queryKey: [...MEMBER_MONEY_KEY] })]);
    },
  });

export function useRedeemPointReward() {
  return useMutation(redeemMutationOptions(useQueryClient()));
}
