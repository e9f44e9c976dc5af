// POST /wps/relay/MCS2_claimRafflePromotion (session, module PROMOTION): spend one chance on one draw. The
// answer is the draw (prize, revealed seed, roll) and the raffle as it now stands, put in place; the balance
// and bonuses are asked for again (a prize is paid at once).
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClaimRaffleRequest, ClaimRaffleValue } from '../../../../schemas/generated/raffle.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { MEMBER_MONEY_KEY } from '../../../lib/query/member-keys.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const claimRaffle = (body: ClaimRaffleRequest) => apiPost<ClaimRaffleValue>('/wps/relay/MCS2_claimRafflePromotion', body);

export const claimRaffleMutationOptions = (queryClient: QueryClient, language: string) =>
  mutationOptions({
    mutationKey: ['raffle-claim'],
    mutationFn: (body: ClaimRaffleRequest) => claimRaffle(body),
    onSuccess: async ({ raffle }) => {
      queryClient.setQueryData(promotionsKeys.raffleState(raffle.promotionId, language), raffle);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...MEMBER_MONEY_KEY] }),
        queryClient.invalidateQueries({ queryKey: promotionsKeys.bonuses() }),
      ]);
    },
    // No chance left after all (another tab drew it): show what there is now.
    onError: async (_error, body) => {
      await queryClient.invalidateQueries({ queryKey: promotionsKeys.raffle(body.promotionId) });
    },
  });

export function useClaimRaffle(language: string) {
  const queryClient = useQueryClient();
  return useMutation(claimRaffleMutationOptions(queryClient, language));
}
