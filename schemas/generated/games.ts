/* Generated from schemas/api/games.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Shapes of the games endpoints.
 */
export interface GamesApi {}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "NewGameVendorQuery".
 */
export interface NewGameVendorQuery {
  platform?: 'html5-desktop' | 'html5' | 'flash';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "GameVendorCard".
 */
export interface GameVendorCard {
  /**
   * Vendor code.
   */
  vassalage: string;
  displayName: string;
  gameType: import('./tenant.ts').CategoryId;
  isHot: 0 | 1;
  showIcon: 1;
  /**
   * Stable id of the vendor node (its accountTypeId); used by favourites.
   */
  nodeId: number;
  accountTypeId: number;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "GameVendorLane".
 */
export interface GameVendorLane {
  /**
   * Category id; the client translates it (category.<id>).
   */
  title: import('./tenant.ts').CategoryId;
  gameType: import('./tenant.ts').CategoryId;
  cards: GameVendorCard[];
}
/**
 * value of GET /wps/relay/GCSGAME_newGameVendor.
 *
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "GameVendorValue".
 */
export interface GameVendorValue {
  lanes: GameVendorLane[];
}
/**
 * GET /wps/relay/GCSGAME_gameList (spec §3 game list query).
 *
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "GameListQuery".
 */
export interface GameListQuery {
  clientType?: 3;
  platform?: 'html5-desktop' | 'html5' | 'flash' | 'flash,html5-desktop' | 'W';
  channel?: string;
  merchant?: string;
  gameType?: import('./tenant.ts').CategoryId;
  vassalage?: string;
  gameClassify?: 'SC' | 'VP' | 'TG' | 'AC' | 'JP' | 'BG';
  gameName?: string;
  /**
   * Exact min bet in major units; one of the brand's options (spec §9 ladder times its games.stakeScale), else 400.
   */
  minBet?: number;
  minLineNum?: number;
  pageNo?: number;
  pageSize?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
  isTop?: 0 | 1;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "GameItem".
 */
export interface GameItem {
  /**
   * The game's id; favourites and launches name it.
   */
  nodeId: number;
  gameCode: string;
  gameName: string;
  gameType: import('./tenant.ts').CategoryId;
  vendor: string;
  vendorName: string;
  /**
   * VASSALAGE: the item is a vendor; starting it opens the popup list of its games.
   */
  isGame: 'GAME' | 'VASSALAGE';
  gameClassify: ('SC' | 'VP' | 'TG' | 'AC' | 'JP' | 'BG') | null;
  /**
   * Smallest stake, minor units.
   */
  minBet: number;
  lines: number;
  isTop: 0 | 1;
  hot: 0 | 1;
  iconUrl: string;
  /**
   * frame: the portal's /game page; window: a new 1300×900 window; none: not connected here.
   */
  launch: 'frame' | 'window' | 'none';
}
/**
 * value of GCSGAME_gameList.
 *
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "GamePage".
 */
export interface GamePage {
  games: GameItem[];
  totalPages: number;
  pageNo: number;
  total: number;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "HotGamesQuery".
 */
export interface HotGamesQuery {
  merchantCode?: string;
  isPlatform?: 2;
  vassalage?: string;
  platform?: 'html5-desktop' | 'html5' | 'flash' | 'flash,html5-desktop' | 'W';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
  gameType?: import('./tenant.ts').CategoryId;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "HotGamesValue".
 */
export interface HotGamesValue {
  list: GameItem[];
  /**
   * Hot vendors, as VASSALAGE items.
   */
  footer: GameItem[];
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "VassGameTypeQuery".
 */
export interface VassGameTypeQuery {
  vassalage: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
  platform?: 'html5-desktop' | 'html5' | 'flash' | 'flash,html5-desktop' | 'W';
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "VassGameTypeValue".
 */
export interface VassGameTypeValue {
  vassalage: string;
  gameType: import('./tenant.ts').CategoryId;
  classifies: ('SC' | 'VP' | 'TG' | 'AC' | 'JP' | 'BG')[];
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "FavouriteGamesQuery".
 */
export interface FavouriteGamesQuery {
  clientType?: 3;
  platform?: 'html5-desktop' | 'html5' | 'flash' | 'flash,html5-desktop' | 'W';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
  gameType?: import('./tenant.ts').CategoryId;
  pageNo?: number;
  pageSize?: number;
}
/**
 * value of MCSFE_getFavoriteGames: the node ids of the member's favourites.
 *
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "FavouriteIdsValue".
 */
export interface FavouriteIdsValue {
  content: number[];
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "FavouriteListValue".
 */
export interface FavouriteListValue {
  content: GameItem[];
  totalPages: number;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "FavouriteToggleBody".
 */
export interface FavouriteToggleBody {
  nodeId: number;
  vendor: string;
  gameType: import('./tenant.ts').CategoryId;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "RecentGamesQuery".
 */
export interface RecentGamesQuery {
  clientType?: 3;
  vassalage?: string;
  gameType?: import('./tenant.ts').CategoryId;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
  platform?: 'html5-desktop' | 'html5' | 'flash' | 'flash,html5-desktop' | 'W';
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "RecentGamesValue".
 */
export interface RecentGamesValue {
  list: GameItem[];
  totalPages: number;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "RankListQuery".
 */
export interface RankListQuery {
  gameCategory?: 'ALL' | import('./tenant.ts').CategoryId;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
  limitNum?: number;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "WinnerEntry".
 */
export interface WinnerEntry {
  gameId: number;
  gameCode: string;
  vendor: string;
  gameName: string;
  gameType: string;
  iconUrl: string;
  /**
   * Masked for privacy.
   */
  customerName: string;
  /**
   * Minor units.
   */
  winAmount: number;
  currency: string;
  wonAt: string;
  /**
   * How the portal opens the game (as GameItem.launch).
   */
  launch: 'frame' | 'window' | 'none';
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "RankListValue".
 */
export interface RankListValue {
  list: {
    vo: WinnerEntry;
  }[];
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "LaunchQuery".
 */
export interface LaunchQuery {
  gameCode: string;
  vendor: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
  platform?: 'html5-desktop' | 'html5' | 'flash' | 'flash,html5-desktop' | 'W';
  clientType?: 3;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "LaunchValue".
 */
export interface LaunchValue {
  url: string;
  mode: 'frame' | 'window';
  width: number;
  height: number;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "PvpLaunchValue".
 */
export interface PvpLaunchValue {
  /**
   * The game's URL.
   */
  content: string;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "RoomListQuery".
 */
export interface RoomListQuery {
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
  vassalage?: string;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "RoomListValue".
 */
export interface RoomListValue {
  rooms: {
    roomId: number;
    gameCode: string;
    vendor: string;
    name: string;
    minBet: number;
    iconUrl: string;
    roundsLastHour: number;
  }[];
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "JackpotValue".
 */
export interface JackpotValue {
  /**
   * The pool now, minor units.
   */
  amount: number;
  currency: string;
  lastWin: WinnerEntry | null;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "LanguageOnlyQuery".
 */
export interface LanguageOnlyQuery {
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
