// GET /lgw/vn/games/game_menu: the VN regional lotteries (accountTypeName a VN lotto type, device WEB).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VnMenuValue } from '../../../../schemas/generated/lottery.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const fetchVnGameMenu = (signal?: AbortSignal) =>
  apiGet<VnMenuValue>('/lgw/vn/games/game_menu', { params: { accountTypeName: 'VN_LOTTO', device: 'WEB' }, signal });

export const vnGameMenuQueryOptions = (language: string) =>
  queryOptions({ queryKey: lotteryKeys.vnMenu(language), queryFn: ({ signal }) => fetchVnGameMenu(signal), staleTime: 10_000 });

export function useVnGameMenu(language: string) {
  return useQuery(vnGameMenuQueryOptions(language));
}
