// POST /wps/rebate/:id/claim (session, module MANUALREBATE): the member claims what a manual rebate owes
// now; the answer is the amount paid and the promotion's rebate as it now stands, put in place in the
// list; the balance is asked for again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RebateClaimValue, RebateListValue } from '../../../../schemas/generated/promotions.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { MEMBER_MONEY_KEY } from '../../../lib/query/member-keys.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const claimRebate = (promotionId: string) => apiPost<RebateClaimValue>(`/wps/rebate/${encodeURIComponent(promotionId)}/claim`);

export const claimRebateMutationOptions = (queryClient: QueryClient, language: string) =>
  mutationOptions({
    mutationKey: [...promotionsKeys.rebate(), 'claim'],
    mutationFn: (promotionId: string) => claimRebate(promotionId),
    onSuccess: async ({ rebate }) => {
      queryClient.setQueryData<RebateListValue>(promotionsKeys.rebateList(language), (list) =>
        list ? { list: list.list.map((r) => (r.promotionId === rebate.promotionId ? rebate : r)) } : list,
      );
      await queryClient.invalidateQueries({ queryKey: [...MEMBER_MONEY_KEY] });
    },
    // Nothing to claim after all (another tab claimed it): show what there is now.
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: promotionsKeys.rebate() });
    },
  });

export function useClaimRebate(language: string) {
  const queryClient = useQueryClient();
  return useMutation(claimRebateMutationOptions(queryClient, language));
}
