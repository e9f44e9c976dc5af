// GET /lgw/games/game_menus: every lottery game grouped by menu tag, each with its open draw. The round
// trip is measured so the countdown can take half of it off (spec §4 lottery list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenusValue } from '../../../../schemas/generated/lottery.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export interface TimedMenus {
  menus: MenusValue;
  /** When the answer arrived (ms since epoch) and how long the round trip took (ms). */
  receivedAt: number;
  rttMs: number;
}

export const fetchGameMenus = async (signal?: AbortSignal): Promise<TimedMenus> => {
  const sent = Date.now();
  const menus = await apiGet<MenusValue>('/lgw/games/game_menus', { params: { device: 'WEB' }, signal });
  const receivedAt = Date.now();
  return { menus, receivedAt, rttMs: receivedAt - sent };
};

export const gameMenusQueryOptions = (language: string, refetchMs: number | false) =>
  queryOptions({ queryKey: lotteryKeys.menus(language), queryFn: ({ signal }) => fetchGameMenus(signal), staleTime: 0, refetchInterval: refetchMs });

export function useGameMenus(language: string, refetchMs: number | false) {
  return useQuery(gameMenusQueryOptions(language, refetchMs));
}
