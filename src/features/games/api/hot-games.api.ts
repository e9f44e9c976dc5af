// GET /wps/relay/GCSGAME_hotGamesV2: the category's hot games (one page, spec §4) and its hot vendors.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotGamesValue } from '../../../../schemas/generated/games.ts';
import type { CategoryId, LanguageCode } from '../../../../schemas/generated/tenant.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { gamesKeys } from './games-keys.ts';

export const fetchHotGames = (gameType: CategoryId, language: LanguageCode, signal?: AbortSignal) =>
  apiGet<HotGamesValue>('/wps/relay/GCSGAME_hotGamesV2', { params: { gameType, language }, signal });

export const hotGamesQueryOptions = (gameType: CategoryId, language: LanguageCode) =>
  queryOptions({
    queryKey: gamesKeys.hot(gameType, language),
    queryFn: ({ signal }) => fetchHotGames(gameType, language, signal),
    staleTime: 5 * 60_000,
  });

/** Loaded with the page, whichever tab is open, so the hot tab shows at once ("preloaded"). */
export function useHotGames(gameType: CategoryId, language: LanguageCode) {
  return useQuery(hotGamesQueryOptions(gameType, language));
}
