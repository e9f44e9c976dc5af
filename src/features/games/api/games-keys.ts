// The one query-key factory of the games feature. Catalogue data (the same for every visitor) lives
// under ['games']; the member's own lists (favourites, recently played) under MEMBER_KEY, the root the
// session code drops on logout, a 401 or another sign-in (lib/query/member-keys.ts), so one member never
// sees another's favourites.
import type { LanguageCode } from '../../../../schemas/generated/tenant.ts';
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';
import type { GameListQuery } from '../../../../schemas/generated/games.ts';
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

export type GameListParams = Required<Pick<GameListQuery, 'gameType' | 'pageNo' | 'pageSize' | 'language'>> &
  Pick<GameListQuery, 'vassalage' | 'gameClassify' | 'gameName' | 'minBet'>;

const root = ['games'] as const;
const memberRoot = [...MEMBER_KEY, 'games'] as const;

export const gamesKeys = {
  all: root,
  vendorLanes: (language: string) => [...root, 'vendor-lanes', language] as const,
  list: (params: GameListParams) => [...root, 'list', params] as const,
  hot: (gameType: CategoryId, language: LanguageCode) => [...root, 'hot', gameType, language] as const,
  vassGameType: (vassalage: string) => [...root, 'vass-game-type', vassalage] as const,
  member: memberRoot,
  favouriteIds: () => [...memberRoot, 'favourite-ids'] as const,
  favouriteLists: () => [...memberRoot, 'favourite-list'] as const,
  favouriteList: (gameType: CategoryId, pageNo: number, pageSize: number, language: LanguageCode) =>
    [...gamesKeys.favouriteLists(), gameType, pageNo, pageSize, language] as const,
  recentLists: () => [...memberRoot, 'recent'] as const,
  recent: (gameType: CategoryId, language: LanguageCode) => [...gamesKeys.recentLists(), gameType, language] as const,
};
