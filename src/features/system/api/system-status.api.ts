// GET /wps/system/status: what this visitor may see now (0 open, 1 maintenance, 2 region restricted).
// The page boots with the server's answer; it asks again when a pushed config changes the brand's
// maintenance window, since only the server knows whether this address is on staff's allow-list.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SystemStatusValue } from '../../../../schemas/generated/system.ts';
import { apiGet } from '../../../lib/api/api-client.ts';

export const fetchSystemStatus = (signal?: AbortSignal) => apiGet<SystemStatusValue>('/wps/system/status', { signal });

/** `window`: the pushed maintenance window the answer belongs to (a new window, a new question). */
export const systemStatusQueryOptions = (window: string) =>
  queryOptions({
    queryKey: ['system', 'status', window] as const,
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    staleTime: Infinity,
    retry: 1,
  });

/** `client`: for the composition root, which renders above the QueryClientProvider. */
export function useSystemStatus(window: string, enabled: boolean, client?: QueryClient) {
  return useQuery({ ...systemStatusQueryOptions(window), enabled }, client);
}
