// GET /wps/relay/MCSFE_getFavoriteGamesList (session): one page of the member's favourite games.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteListValue } from '../../../../schemas/generated/games.ts';
import type { CategoryId, LanguageCode } from '../../../../schemas/generated/tenant.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { gamesKeys } from './games-keys.ts';

export interface FavouriteListParams {
  gameType: CategoryId;
  pageNo: number;
  pageSize: number;
  language: LanguageCode;
}

export const fetchFavouriteList = (params: FavouriteListParams, signal?: AbortSignal) =>
  apiGet<FavouriteListValue>('/wps/relay/MCSFE_getFavoriteGamesList', { params: { ...params }, signal });

export const favouriteListQueryOptions = (params: FavouriteListParams) =>
  queryOptions({
    queryKey: gamesKeys.favouriteList(params.gameType, params.pageNo, params.pageSize, params.language),
    queryFn: ({ signal }) => fetchFavouriteList(params, signal),
    staleTime: 60_000,
  });

export function useFavouriteList(params: FavouriteListParams, enabled: boolean) {
  return useQuery({ ...favouriteListQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
