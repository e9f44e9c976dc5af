// GET /wps/promotions/:id: one promotion with its rules in a language, the figures of its terms and the
// viewer's status (the action button follows it). Public like the list: rendered on the server signed
// out, the member's own status asked for after hydration.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionDetail } from '../../../../schemas/generated/promotions.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchPromotionDetail = (id: string, language: string, signal?: AbortSignal) =>
  apiGet<PromotionDetail>(`/wps/promotions/${encodeURIComponent(id)}`, { params: { language }, signal });

export const promotionDetailQueryOptions = (id: string, language: string) =>
  queryOptions({ queryKey: promotionsKeys.detail(id, language), queryFn: ({ signal }) => fetchPromotionDetail(id, language, signal) });

export const memberPromotionDetailQueryOptions = (id: string, language: string) =>
  queryOptions({ queryKey: promotionsKeys.memberDetail(id, language), queryFn: ({ signal }) => fetchPromotionDetail(id, language, signal), staleTime: 30_000 });

/** See usePromotionList: every visitor's view until the page is live, then the member's own status. */
export function usePromotionDetail(id: string, language: string) {
  const signedIn = useSignedIn();
  const personal = useHydrated() && signedIn;
  const queryClient = useQueryClient();
  const visitor = useQuery({ ...promotionDetailQueryOptions(id, language), enabled: !signedIn && id !== '' });
  const member = useQuery({
    ...memberPromotionDetailQueryOptions(id, language),
    enabled: personal && id !== '',
    placeholderData: (previous) => previous ?? queryClient.getQueryData(promotionsKeys.detail(id, language)),
  });
  const query = personal ? member : visitor;
  return { query, personalPending: personal && member.isPlaceholderData };
}
