// POST /wps/bonuses/:id/forfeit (session): the member gives an active bonus up (confirmed in a dialog
// first); the bonus money leaves the balance and its wagering hold ends, so the bonuses and the balance
// are asked for again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BonusView, ForfeitRequest } from '../../../../schemas/generated/promotions.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { MEMBER_MONEY_KEY } from '../../../lib/query/member-keys.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const forfeitBonus = (id: number) => apiPost<BonusView>(`/wps/bonuses/${id}/forfeit`, { confirm: true } satisfies ForfeitRequest);

export const forfeitBonusMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...promotionsKeys.bonuses(), 'forfeit'],
    mutationFn: (id: number) => forfeitBonus(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsKeys.bonuses() }),
        queryClient.invalidateQueries({ queryKey: [...MEMBER_MONEY_KEY] }),
      ]);
    },
  });

export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation(forfeitBonusMutationOptions(queryClient));
}
