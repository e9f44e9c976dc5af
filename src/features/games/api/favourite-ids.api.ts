// GET /wps/relay/MCSFE_getFavoriteGames (session): the node ids of the member's favourite games, which
// the cards' stars read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteIdsValue } from '../../../../schemas/generated/games.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { gamesKeys } from './games-keys.ts';

export const fetchFavouriteIds = (signal?: AbortSignal) =>
  apiGet<FavouriteIdsValue>('/wps/relay/MCSFE_getFavoriteGames', { signal }).then((value) => ({
    content: Array.isArray(value?.content) ? value.content : [],
  }));

export const favouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: gamesKeys.favouriteIds(),
    queryFn: ({ signal }) => fetchFavouriteIds(signal),
    staleTime: 5 * 60_000,
  });

/** Only asked for with a session; a visitor has no favourites. */
export function useFavouriteIds() {
  const signedIn = useSignedIn();
  return useQuery({ ...favouriteIdsQueryOptions(), enabled: signedIn });
}
