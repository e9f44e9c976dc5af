/* Generated from schemas/api/lottery.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "MenusValue".
 */
export type MenusValue = GameMenu[];
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "ItemList".
 */
export type ItemList = LotteryItem[];
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "NumerosValue".
 */
export type NumerosValue = OpenedNumero[];
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "ResultsValue".
 */
export type ResultsValue = DrawValue[];
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "TicketsValue".
 */
export type TicketsValue = Slip[];

/**
 * The lottery (issue 18; spec §3 lottery item, §7 lottery endpoints): menus, popular and recent lists, opened numbers, bets, my tickets, results and verification.
 */
export interface LotteryApi {}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "MenusQuery".
 */
export interface MenusQuery {
  prizeMode?: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  device?: 'WEB' | 'MOBILE' | 'H5';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "VnMenuQuery".
 */
export interface VnMenuQuery {
  accountTypeName?: string;
  device?: 'WEB' | 'MOBILE' | 'H5';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "RecentQuery".
 */
export interface RecentQuery {
  prizeMode?: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  device?: 'WEB' | 'MOBILE' | 'H5';
  recentCount?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "PopularQuery".
 */
export interface PopularQuery {
  count?: number;
  prizeMode?: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  device?: 'WEB' | 'MOBILE' | 'H5';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "NumerosQuery".
 */
export interface NumerosQuery {
  gameCode: string;
  count?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "DrawQuery".
 */
export interface DrawQuery {
  gameCode: string;
  numero: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "TicketsQuery".
 */
export interface TicketsQuery {
  gameCode?: string;
  numero?: string;
  count?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "LobbyQuery".
 */
export interface LobbyQuery {
  gameCode?: string;
  view?: 'betting' | 'lobby';
  backUrl?: string;
  device?: 'WEB' | 'MOBILE' | 'H5';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "BetLine".
 */
export interface BetLine {
  betType:
    | 'position'
    | 'bigSmall'
    | 'oddEven'
    | 'sum'
    | '2D'
    | '3D'
    | 'lo2'
    | 'de'
    | 'lo3'
    | 'de3'
    | 'xien2'
    | 'xien3'
    | 'xien4'
    | 'bao3';
  selection: string;
  amount: number;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "BetBody".
 */
export interface BetBody {
  gameCode: string;
  numero: string;
  requestId: string;
  /**
   * At most 50 lines (checked by the service).
   *
   * @minItems 1
   */
  lines: [BetLine, ...BetLine[]];
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "VerifyBody".
 */
export interface VerifyBody {
  kind: 'fast' | 'vn';
  digits?: 3 | 5;
  region?: 'north' | 'central' | 'south';
  seed: string;
  gameCode: string;
  numero: string;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "BetTypeTerms".
 */
export interface BetTypeTerms {
  type:
    | 'position'
    | 'bigSmall'
    | 'oddEven'
    | 'sum'
    | '2D'
    | '3D'
    | 'lo2'
    | 'de'
    | 'lo3'
    | 'de3'
    | 'xien2'
    | 'xien3'
    | 'xien4'
    | 'bao3';
  oddsX100: number | null;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "LotteryItem".
 */
export interface LotteryItem {
  gameId: number;
  gameCode: string;
  vendor: string;
  gameType: 'ELOTT' | 'LOTT';
  kind: 'fast' | 'vn';
  digits: (3 | 5) | null;
  region: ('north' | 'central' | 'south') | null;
  gameMenuTag: string;
  remark: string;
  numero: string;
  /**
   * Seconds until the draw.
   */
  remainTime: number;
  /**
   * Seconds before the draw bets close.
   */
  lockTime: number;
  /**
   * Comma-separated day numbers, Sunday 1 … Saturday 7.
   */
  drawDayOfWeek: string;
  winningTime: string | null;
  openNumber: string | null;
  lastNumero: string | null;
  seedHash: string;
  unit: number;
  maxBet: number;
  betTypes: BetTypeTerms[];
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "GameMenu".
 */
export interface GameMenu {
  tag: string;
  gameMenus: LotteryItem[];
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "VnMenuValue".
 */
export interface VnMenuValue {
  accountTypeName: string;
  gameMenus: LotteryItem[];
}
/**
 * Popular lotteries keyed by gameId, most bet first (order: the order field).
 *
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "PopularValue".
 */
export interface PopularValue {
  [k: string]: LotteryItem;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "OpenedNumero".
 */
export interface OpenedNumero {
  numero: string;
  openNumber: string;
  winningTime: string;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "DrawValue".
 */
export interface DrawValue {
  gameCode: string;
  numero: string;
  status: 'open' | 'drawn' | 'cancelled';
  drawAt: string;
  lockAt: string;
  seedHash: string;
  seed: string | null;
  result: {} | null;
  openNumber: string | null;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "BetValue".
 */
export interface BetValue {
  slipId: string;
  gameCode: string;
  numero: string;
  total: number;
  balance?: number;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "TicketLine".
 */
export interface TicketLine {
  betType:
    | 'position'
    | 'bigSmall'
    | 'oddEven'
    | 'sum'
    | '2D'
    | '3D'
    | 'lo2'
    | 'de'
    | 'lo3'
    | 'de3'
    | 'xien2'
    | 'xien3'
    | 'xien4'
    | 'bao3';
  selection: string;
  amount: number;
  oddsX100: number;
  payout: number | null;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "Slip".
 */
export interface Slip {
  slipId: string;
  gameCode: string;
  numero: string;
  status: 'accepted' | 'void' | 'settled' | 'cancelled';
  total: number;
  payout: number | null;
  createdAt: string;
  lines: TicketLine[];
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "VerifyValue".
 */
export interface VerifyValue {
  seedHash: string;
  result: {};
  openNumber: string;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "LobbyValue".
 */
export interface LobbyValue {
  lottoArea: 'VN';
  launchMode: 'LOTT';
  lottoPrizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  lottoGameCode: string;
  lottoView: 'betting' | 'lobby';
  device: 'WEB' | 'MOBILE' | 'H5';
  backUrl: string;
  language: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "StaffBrandParams".
 */
export interface StaffBrandParams {
  tenant: string;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "StaffDrawsQuery".
 */
export interface StaffDrawsQuery {
  gameCode?: string;
  state?: 'open' | 'locked' | 'drawn' | 'settled' | 'cancelled';
  /**
   * Draws per page.
   */
  count?: number;
  page?: number;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "StaffDrawParams".
 */
export interface StaffDrawParams {
  tenant: string;
  gameCode: string;
  numero: string;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "StaffDrawView".
 */
export interface StaffDrawView {
  gameCode: string;
  numero: string;
  /**
   * open: taking bets; locked: past its lock time, not drawn; drawn: drawn, some wallet calls still due; settled: drawn and every slip paid; cancelled: every slip refunded (or due).
   */
  state: 'open' | 'locked' | 'drawn' | 'settled' | 'cancelled';
  drawAt: string;
  lockAt: string;
  drawnAt: string | null;
  seedHash: string;
  openNumber: string | null;
  slips: number;
  lines: number;
  stake: number;
  payout: number;
  refunded: number;
  walletDue: number;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "StaffDrawsValue".
 */
export interface StaffDrawsValue {
  currency: string;
  minorUnits: number;
  games: {
    gameCode: string;
    name: string;
  }[];
  draws: StaffDrawView[];
  /**
   * How the brand writes its money (symbol, minor units), as the rest of the back office shows it.
   */
  money: {
    symbol: string;
    minorUnits: number;
  };
  total: number;
  totalPages: number;
}
/**
 * This interface was referenced by `LotteryApi`'s JSON-Schema
 * via the `definition` "StaffCancelValue".
 */
export interface StaffCancelValue {
  gameCode: string;
  numero: string;
  slips: number;
}
