// GET /wps/relay/MCS2_getPointReward?language= (public, module POINTMALL): the mall's catalogue with stock
// left; signed in, each reward also says how often this member redeemed it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardListValue } from '../../../../schemas/generated/loyalty.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { loyaltyKeys } from './loyalty-keys.ts';

export const fetchPointRewards = (language: string, signal?: AbortSignal) =>
  apiGet<RewardListValue>('/wps/relay/MCS2_getPointReward', { params: { language }, signal });

export const pointRewardsQueryOptions = (language: string, signedIn: boolean) =>
  queryOptions({ queryKey: loyaltyKeys.rewards(language, signedIn), queryFn: ({ signal }) => fetchPointRewards(language, signal), staleTime: 15_000 });

export function usePointRewards(language: string) {
  return useQuery(pointRewardsQueryOptions(language, useSignedIn()));
}
