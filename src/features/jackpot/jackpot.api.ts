// The jackpot pool and the winner board as typed calls, query options and a key factory.
import { queryOptions } from '@tanstack/react-query';
import type { JackpotValue, RankListValue, WinnerEntry } from '../../../schemas/generated/games.ts';
import { apiGet } from '../../lib/api/api-client.ts';

/** Spec §9: the winner board lists at most 50. */
export const WINNERS_LIMIT = 50;
const REFRESH_MS = 15_000;

export const jackpotKeys = {
  pool: ['jackpot', 'pool'] as const,
  winners: (language: string) => ['jackpot', 'winners', language] as const,
};

export const jackpotQuery = () =>
  queryOptions({ queryKey: jackpotKeys.pool, queryFn: ({ signal }) => apiGet<JackpotValue>('/wps/game/jackpot', { signal }), refetchInterval: REFRESH_MS });

export const winnersQuery = (language: string) =>
  queryOptions({
    queryKey: jackpotKeys.winners(language),
    queryFn: async ({ signal }): Promise<WinnerEntry[]> =>
      (await apiGet<RankListValue>('/wps/relay/GCSGAME_getRankList', { params: { gameCategory: 'ALL', language, limitNum: WINNERS_LIMIT }, signal })).list.map((item) => item.vo),
    refetchInterval: REFRESH_MS,
  });
