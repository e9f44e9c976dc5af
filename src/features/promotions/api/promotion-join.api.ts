// POST /wps/promotions/:id/join (session): the member opts in to a 'join' promotion; the answer is the
// promotion with their new status ('joined'), put in place of the detail the member sees, and their list
// is asked for again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PromotionDetail } from '../../../../schemas/generated/promotions.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const joinPromotion = (id: string) => apiPost<PromotionDetail>(`/wps/promotions/${encodeURIComponent(id)}/join`);

export const joinPromotionMutationOptions = (queryClient: QueryClient, language: string) =>
  mutationOptions({
    mutationKey: [...promotionsKeys.member, 'join'],
    mutationFn: (id: string) => joinPromotion(id),
    onSuccess: async (detail) => {
      queryClient.setQueryData(promotionsKeys.memberDetail(detail.id, language), detail);
      await queryClient.invalidateQueries({ queryKey: promotionsKeys.memberList(language) });
    },
  });

export function useJoinPromotion(language: string) {
  const queryClient = useQueryClient();
  return useMutation(joinPromotionMutationOptions(queryClient, language));
}
