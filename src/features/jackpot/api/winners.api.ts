// GET /wps/relay/GCSGAME_getRankList: the winner board (real wins, all categories) in a language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankListValue, WinnerEntry } from '../../../../schemas/generated/games.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { JACKPOT_REFRESH_MS, jackpotKeys } from './jackpot-keys.ts';

/** Spec §9: the winner board lists at most 50. */
export const WINNERS_LIMIT = 50;

export const fetchWinners = async (language: string, signal?: AbortSignal): Promise<WinnerEntry[]> =>
  (await apiGet<RankListValue>('/wps/relay/GCSGAME_getRankList', { params: { gameCategory: 'ALL', language, limitNum: WINNERS_LIMIT }, signal })).list.map(
    (item) => item.vo,
  );

export const winnersQueryOptions = (language: string) =>
  queryOptions({ queryKey: jackpotKeys.winners(language), queryFn: ({ signal }) => fetchWinners(language, signal), refetchInterval: JACKPOT_REFRESH_MS });

export function useWinners(language: string) {
  return useQuery(winnersQueryOptions(language));
}
