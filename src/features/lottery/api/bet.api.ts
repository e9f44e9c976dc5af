// POST /lgw/lottery/bet (session): places a slip on a draw; the member's tickets and recent list are asked for again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BetBody, BetValue } from '../../../../schemas/generated/lottery.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const placeBet = (body: BetBody) => apiPost<BetValue>('/lgw/lottery/bet', body);

export const placeBetMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...lotteryKeys.all, 'bet'],
    mutationFn: placeBet,
    onSuccess: async (value) => {
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.tickets(value.gameCode) });
      await queryClient.invalidateQueries({ queryKey: [...lotteryKeys.all, 'recent'] });
    },
  });

export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation(placeBetMutationOptions(queryClient));
}
