// GET /bo/api/brands/:tenant/messages?page= (messages.read): the operator messages sent on the brand, newest
// first, with how many players read each, and the brand's languages for the compose form.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SentList } from '../../../../../schemas/generated/messages.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

export const fetchSentMessages = (tenantId: string, page: number, signal?: AbortSignal) =>
  apiGet<SentList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/messages`, { params: { page }, signal });

export const sentMessagesQueryOptions = (tenantId: string, page: number) =>
  queryOptions({
    queryKey: messagesKeys.sent(tenantId, page),
    queryFn: ({ signal }) => fetchSentMessages(tenantId, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSentMessages(tenantId: string, page: number) {
  return useQuery(sentMessagesQueryOptions(tenantId, page));
}
