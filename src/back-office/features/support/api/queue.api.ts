// GET /bo/api/brands/:tenant/support?channel=&status=&page= (support.read): the brand's chats or tickets, last
// changed first, with the player's account, who has it and what staff have not read; plus who is online in the
// console and the brand's canned answers.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueList } from '../../../../../schemas/generated/support.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const fetchQueue = (tenantId: string, channel: 'chat' | 'ticket', status: 'active' | 'closed' | 'all', page: number, signal?: AbortSignal) =>
  apiGet<QueueList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support`, { params: { channel, status, page }, signal });

export const queueQueryOptions = (tenantId: string, channel: 'chat' | 'ticket', status: 'active' | 'closed' | 'all', page: number) =>
  queryOptions({
    queryKey: supportKeys.queue(tenantId, channel, status, page),
    queryFn: ({ signal }) => fetchQueue(tenantId, channel, status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useQueue(tenantId: string, channel: 'chat' | 'ticket', status: 'active' | 'closed' | 'all', page: number) {
  return useQuery(queueQueryOptions(tenantId, channel, status, page));
}
