// GET /bo/api/brands/:tenant/support/feedback?page= (support.read): players' feedback, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackList } from '../../../../../schemas/generated/support.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const fetchFeedback = (tenantId: string, page: number, signal?: AbortSignal) =>
  apiGet<FeedbackList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/feedback`, { params: { page }, signal });

export const feedbackQueryOptions = (tenantId: string, page: number) =>
  queryOptions({
    queryKey: supportKeys.feedback(tenantId, page),
    queryFn: ({ signal }) => fetchFeedback(tenantId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useFeedbackList(tenantId: string, page: number) {
  return useQuery(feedbackQueryOptions(tenantId, page));
}
