// GET /wps/rewards?pageNo= (session, module REWARDCENTER): the member's rewards to claim (an approved
// application, a rebate period), newest first, a page at a time, with how many are claimable now — the
// badge on the member centre's reward entry reads page 1 of the same query.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardListValue } from '../../../../schemas/generated/promotions.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchRewards = (pageNo: number, language: string, signal?: AbortSignal) =>
  apiGet<RewardListValue>('/wps/rewards', { params: { pageNo, language }, signal });

export const rewardsQueryOptions = (pageNo: number, language: string) =>
  queryOptions({
    queryKey: promotionsKeys.rewardPage(pageNo, language),
    queryFn: ({ signal }) => fetchRewards(pageNo, language, signal),
    // Staff approve applications at any time: asked again when the centre opens after half a minute.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useRewards(pageNo: number, language: string) {
  return useQuery({ ...rewardsQueryOptions(pageNo, language), enabled: useSignedIn() });
}

/** How many rewards wait to be claimed (the reward entry's badge): page 1's count, nothing else kept. */
export function useClaimableRewardCount(language: string): number {
  const query = useQuery({ ...rewardsQueryOptions(1, language), enabled: useSignedIn(), select: (value) => value.claimableCount });
  return query.data ?? 0;
}
