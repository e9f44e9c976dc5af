// GET /lgw/vn/games/game_menu/recent (recentCount 100): the member's recently bet lotteries.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemList } from '../../../../schemas/generated/lottery.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const fetchRecent = (signal?: AbortSignal) =>
  apiGet<ItemList>('/lgw/vn/games/game_menu/recent', { params: { recentCount: 100, device: 'WEB' }, signal });

export const recentQueryOptions = (language: string) =>
  queryOptions({ queryKey: lotteryKeys.recent(language), queryFn: ({ signal }) => fetchRecent(signal), staleTime: 10_000 });

export function useRecent(language: string, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({ ...recentQueryOptions(language), enabled: enabled && signedIn });
}
