// POST /wps/relay/MCSFE_addFavoriteGame (session): mark a game a favourite; the value is the new id list.
// The star's toggle (favourite-toggle.api.ts) picks this call or the removal.
import type { FavouriteIdsValue, FavouriteToggleBody } from '../../../../schemas/generated/games.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const addFavouriteGame = (body: FavouriteToggleBody) => apiPost<FavouriteIdsValue>('/wps/relay/MCSFE_addFavoriteGame', body);
