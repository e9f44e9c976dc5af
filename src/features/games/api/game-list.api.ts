// GET /wps/relay/GCSGAME_gameList: one page of the brand's games for a category, vendor and filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GamePage } from '../../../../schemas/generated/games.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { gamesKeys, type GameListParams } from './games-keys.ts';

export const fetchGameList = (params: GameListParams, signal?: AbortSignal) =>
  apiGet<GamePage>('/wps/relay/GCSGAME_gameList', { params: { ...params }, signal });

export const gameListQueryOptions = (params: GameListParams) =>
  queryOptions({
    queryKey: gamesKeys.list(params),
    queryFn: ({ signal }) => fetchGameList(params, signal),
    staleTime: 60_000,
  });

/** The page for these parameters; the previous page stays on screen while the next one loads. */
export function useGameList(params: GameListParams, enabled = true) {
  return useQuery({ ...gameListQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
