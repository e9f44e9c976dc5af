// GET /bo/api/brands/:tenant/content: the brand's banners, notices and maintenance window as the editor
// shows them (staff's lists where edited, else the tenant file's), with where each kind comes from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const contentPath = (tenantId: string) => `/bo/api/brands/${encodeURIComponent(tenantId)}/content`;

export const fetchContent = (tenantId: string, signal?: AbortSignal) =>
  apiGet<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content`, { signal });

export const contentQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: contentKeys.brand(tenantId),
    queryFn: ({ signal }) => fetchContent(tenantId, signal),
    staleTime: 0,
    refetchInterval: 30_000,
  });

export function useContent(tenantId: string) {
  return useQuery(contentQueryOptions(tenantId));
}
