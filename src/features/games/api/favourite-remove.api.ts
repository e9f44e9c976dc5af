// POST /wps/relay/MCSFE_removeFavoriteGame (session): drop a game from the favourites; the value is the
// new id list. The star's toggle (favourite-toggle.api.ts) picks this call or the addition.
import type { FavouriteIdsValue, FavouriteToggleBody } from '../../../../schemas/generated/games.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const removeFavouriteGame = (body: FavouriteToggleBody) => apiPost<FavouriteIdsValue>('/wps/relay/MCSFE_removeFavoriteGame', body);
