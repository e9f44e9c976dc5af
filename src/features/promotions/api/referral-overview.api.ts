// GET /wps/promotions/referral/overview (session, module REFERRAL): the member's own referral code, the brand's
// open referral promotions and what each milestone pays, the friends invited with their milestones and what
// they earned the member, and the totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralOverview } from '../../../../schemas/generated/promotions.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchReferralOverview = (language: string, signal?: AbortSignal) =>
  apiGet<ReferralOverview>('/wps/promotions/referral/overview', { params: { language }, signal });

export const referralOverviewQueryOptions = (language: string) =>
  queryOptions({
    queryKey: promotionsKeys.referralOverview(language),
    queryFn: ({ signal }) => fetchReferralOverview(language, signal),
    // Friends join and reach milestones while the page is closed: fresh each time it opens.
    staleTime: 0,
  });

export function useReferralOverview(language: string) {
  return useQuery({ ...referralOverviewQueryOptions(language), enabled: useSignedIn() });
}
