// GET /wps/promotions: the brand's promotions in a language, each with the viewer's status. Public: the
// server renderer fetches it signed out (every visitor's 'join', 'coming' or 'closed'); a signed-in
// member's own statuses are asked for after hydration, under the member root, and fill in the same cards.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionListValue } from '../../../../schemas/generated/promotions.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchPromotionList = (language: string, signal?: AbortSignal) => apiGet<PromotionListValue>('/wps/promotions', { params: { language }, signal });

/** As every visitor sees it (the server renderer's query). */
export const promotionListQueryOptions = (language: string) =>
  queryOptions({ queryKey: promotionsKeys.list(language), queryFn: ({ signal }) => fetchPromotionList(language, signal) });

/** As the signed-in member sees it (their own status per promotion). */
export const memberPromotionListQueryOptions = (language: string) =>
  queryOptions({ queryKey: promotionsKeys.memberList(language), queryFn: ({ signal }) => fetchPromotionList(language, signal), staleTime: 30_000 });

/**
 * The list for this viewer. Until the page is live it is what the server rendered (hydration must match);
 * then a member's own statuses load while the cards stay as they are (`personalPending`: the statuses
 * shown are still every visitor's).
 */
export function usePromotionList(language: string) {
  const signedIn = useSignedIn();
  const personal = useHydrated() && signedIn;
  const queryClient = useQueryClient();
  // Signed in, the public query only reads what the server rendered: fetched with the member's cookie
  // it would put their statuses under a key that outlives the session.
  const visitor = useQuery({ ...promotionListQueryOptions(language), enabled: !signedIn });
  const member = useQuery({
    ...memberPromotionListQueryOptions(language),
    enabled: personal,
    placeholderData: (previous) => previous ?? queryClient.getQueryData(promotionsKeys.list(language)),
  });
  const query = personal ? member : visitor;
  return { query, personalPending: personal && member.isPlaceholderData };
}
