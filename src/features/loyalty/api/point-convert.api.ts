// POST /wps/relay/passwordCheck/MCS2_convertPoint (session, payment password): points to cash at the brand's rate.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConvertRequest, RedeemView } from '../../../../schemas/generated/loyalty.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { MEMBER_MONEY_KEY } from '../../../lib/query/member-keys.ts';
import { loyaltyKeys } from './loyalty-keys.ts';

export const convertPoints = (body: ConvertRequest) => apiPost<RedeemView>('/wps/relay/passwordCheck/MCS2_convertPoint', body);

export const convertMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...loyaltyKeys.member, 'convert'],
    mutationFn: convertPoints,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: loyaltyKeys.member }), queryClient.invalidateQueries({ queryKey: [...MEMBER_MONEY_KEY] })]);
    },
  });

export function useConvertPoints() {
  return useMutation(convertMutationOptions(useQueryClient()));
}
