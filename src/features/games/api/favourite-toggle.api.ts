// The star's toggle over two endpoints (favourite-add.api.ts, favourite-remove.api.ts), one mutation so
// the cache update lives in one place. Spec §4 "Favourite toggle": remove when already a favourite,
// else add; the answer (the new id list) becomes the local list, and the favourite lists are refetched.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FavouriteIdsValue, FavouriteToggleBody } from '../../../../schemas/generated/games.ts';
import { addFavouriteGame } from './favourite-add.api.ts';
import { removeFavouriteGame } from './favourite-remove.api.ts';
import { gamesKeys } from './games-keys.ts';

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
