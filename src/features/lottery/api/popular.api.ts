// GET /lgw/games/popular (count 20): the hot list, keyed by game id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopularValue } from '../../../../schemas/generated/lottery.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const fetchPopular = (signal?: AbortSignal) => apiGet<PopularValue>('/lgw/games/popular', { params: { count: 20, device: 'WEB' }, signal });

export const popularQueryOptions = (language: string) =>
  queryOptions({ queryKey: lotteryKeys.popular(language), queryFn: ({ signal }) => fetchPopular(signal), staleTime: 30_000 });

export function usePopular(language: string, enabled: boolean) {
  return useQuery({ ...popularQueryOptions(language), enabled });
}
