// GET /bo/api/brand-files: each tenant file's validation state as the server last checked it. Refreshed
// every 10 seconds while the page is open: an operator dropping a file in watches it turn valid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandFilesValue } from '../../../../../schemas/generated/staff.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { brandFilesKeys } from './brand-files-keys.ts';

export const fetchBrandFiles = (signal?: AbortSignal) => apiGet<BrandFilesValue>('/bo/api/brand-files', { signal });

export const brandFilesQueryOptions = () =>
  queryOptions({ queryKey: brandFilesKeys.all, queryFn: ({ signal }) => fetchBrandFiles(signal), staleTime: 0, refetchInterval: 10_000 });

export function useBrandFiles() {
  return useQuery(brandFilesQueryOptions());
}
