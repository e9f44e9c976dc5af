// POST /wps/relay/MCSFE_addFavoriteGame and /MCSFE_removeFavoriteGame (session). Spec §4 "Favourite
// toggle": remove when already a favourite, else add; the answer (the new id list) becomes the local
// list, and the favourite lists are refetched.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FavouriteIdsValue, FavouriteToggleBody } from '../../../../schemas/generated/games.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { gamesKeys } from './games-keys.ts';

export const addFavouriteGame = (body: FavouriteToggleBody) => apiPost<FavouriteIdsValue>('/wps/relay/MCSFE_addFavoriteGame', body);
export const removeFavouriteGame = (body: FavouriteToggleBody) => apiPost<FavouriteIdsValue>('/wps/relay/MCSFE_removeFavoriteGame', body);

export interface FavouriteToggle {
  body: FavouriteToggleBody;
  /** Whether the game is a favourite now (then it is removed). */
  isFavourite: boolean;
}

/** Remove if present, else add (pure: which call a toggle makes). */
export const favouriteCall = (isFavourite: boolean) => (isFavourite ? removeFavouriteGame : addFavouriteGame);

export const favouriteToggleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...gamesKeys.member, 'favourite-toggle'],
    mutationFn: ({ body, isFavourite }: FavouriteToggle) => favouriteCall(isFavourite)(body),
    onSuccess: (value) => {
      queryClient.setQueryData<FavouriteIdsValue>(gamesKeys.favouriteIds(), { content: Array.isArray(value?.content) ? value.content : [] });
      void queryClient.invalidateQueries({ queryKey: gamesKeys.favouriteLists() });
    },
  });

export function useFavouriteToggleMutation() {
  const queryClient = useQueryClient();
  return useMutation(favouriteToggleMutationOptions(queryClient));
}
