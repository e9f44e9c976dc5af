/* Generated from schemas/api/betting.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * The member's betting records and profit/loss.
 */
export interface BettingApi {}
/**
 * GET /wps/member/bets (spec §2 personalHistoryCopy).
 *
 * This interface was referenced by `BettingApi`'s JSON-Schema
 * via the `definition` "BetRecordQuery".
 */
export interface BetRecordQuery {
  /**
   * YYYY-MM-DD (UTC).
   */
  from?: string;
  /**
   * YYYY-MM-DD (UTC).
   */
  to?: string;
  gameType?: import('./tenant.ts').CategoryId;
  vassalage?: string;
  pageNo?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `BettingApi`'s JSON-Schema
 * via the `definition` "BetRecord".
 */
export interface BetRecord {
  id: number;
  roundId: string;
  gameCode: string;
  gameName: string;
  vendor: string;
  vendorName: string;
  gameType: string;
  bet: number;
  win: number;
  /**
   * win − bet, minor units.
   */
  profit: number;
  jackpot: number;
  status: 'open' | 'closed';
  openedAt: string;
  closedAt: string | null;
}
/**
 * This interface was referenced by `BettingApi`'s JSON-Schema
 * via the `definition` "BetTotals".
 */
export interface BetTotals {
  rounds: number;
  bet: number;
  win: number;
  profit: number;
}
/**
 * This interface was referenced by `BettingApi`'s JSON-Schema
 * via the `definition` "BetRecordPage".
 */
export interface BetRecordPage {
  list: BetRecord[];
  totalPages: number;
  pageNo: number;
  from: string;
  to: string;
  totals: BetTotals;
}
/**
 * GET /wps/member/profit (spec §2 personalProfit).
 *
 * This interface was referenced by `BettingApi`'s JSON-Schema
 * via the `definition` "ProfitQuery".
 */
export interface ProfitQuery {
  /**
   * YYYY-MM-DD (UTC).
   */
  from?: string;
  /**
   * YYYY-MM-DD (UTC).
   */
  to?: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `BettingApi`'s JSON-Schema
 * via the `definition` "ProfitValue".
 */
export interface ProfitValue {
  from: string;
  to: string;
  categories: {
    gameType: string;
    rounds: number;
    bet: number;
    win: number;
    profit: number;
  }[];
  total: BetTotals;
}
