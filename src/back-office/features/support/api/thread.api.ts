// GET /bo/api/brands/:tenant/support/threads/:id (support.read): one chat or ticket with every post, the player's
// account, who has it and the player's read mark.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../../schemas/generated/support.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const fetchThread = (tenantId: string, id: number, signal?: AbortSignal) =>
  apiGet<TicketDetail>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/threads/${id}`, { signal });

export const threadQueryOptions = (tenantId: string, id: number) =>
  queryOptions({ queryKey: supportKeys.thread(tenantId, id), queryFn: ({ signal }) => fetchThread(tenantId, id, signal) });

export function useThread(tenantId: string, id: number | null) {
  return useQuery({ ...threadQueryOptions(tenantId, id ?? 0), enabled: id !== null });
}
