/* Generated from schemas/api/reports.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "Money".
 */
export type Money = number;
/**
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "Count".
 */
export type Count = number;
/**
 * YYYY-MM-DD (years 2000–2999), a day of the brand's time zone.
 *
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "ReportDay".
 */
export type ReportDay = string;

/**
 * Shapes of the back office's reports (operator hosts only, /bo/api/brands/:tenant/reports/…): figures per day and per category and vendor, from the ledger and the game rounds.
 */
export interface ReportsApi {}
/**
 * GET /bo/api/brands/:tenant/reports/{daily,breakdown}[.csv]: both days included, from ≤ to, at most 366 days; both or neither (neither: the last 7 days of the brand's time zone, today included).
 *
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "ReportQuery".
 */
export interface ReportQuery {
  from?: ReportDay;
  to?: ReportDay;
}
/**
 * One period's figures, all money in integer minor units of the brand's currency.
 *
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "ReportFigures".
 */
export interface ReportFigures {
  /**
   * Credited deposits: 'deposit' transfers from the brand's cashier account into player wallets.
   */
  deposits: number;
  /**
   * Paid-out withdrawals (holds posted to the cashier) minus dispute refunds paid back.
   */
  withdrawals: number;
  /**
   * Real-money stakes placed (player → game_bets) minus stakes rolled back.
   */
  stakes: number;
  /**
   * Real-money wins paid (game_bets → player), jackpot hits included.
   */
  wins: number;
  /**
   * Gross gaming revenue: stakes − wins.
   */
  ggr: number;
  /**
   * Stake shares moved into the jackpot pool, minus those reversed with their stake.
   */
  jackpotContributions: number;
  /**
   * Jackpot wins paid from the pool (part of wins).
   */
  jackpotHits: number;
  /**
   * Real-money stakes placed (a rollback does not reduce it).
   */
  bets: number;
  /**
   * Distinct members with a real-money stake in the period.
   */
  activePlayers: number;
  /**
   * Accounts created (free-play accounts not counted).
   */
  registrations: number;
}
/**
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "DailyRow".
 */
export interface DailyRow {
  day: ReportDay;
  figures: ReportFigures;
}
/**
 * What a report covers.
 *
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "ReportScope".
 */
export interface ReportScope {
  tenantId: string;
  currency: string;
  symbol: string;
  minorUnits: number;
  /**
   * The IANA zone days are cut in (the brand's settings.timeZone, else UTC).
   */
  timeZone: string;
  from: string;
  to: string;
}
/**
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "DailyReportValue".
 */
export interface DailyReportValue {
  scope: ReportScope;
  /**
   * Every day of the range in order, days without activity included (zeros).
   */
  days: DailyRow[];
  totals: ReportFigures;
}
/**
 * A category's or vendor's game figures.
 *
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "GameFigures".
 */
export interface GameFigures {
  /**
   * Real-money stakes placed (player → game_bets) minus stakes rolled back.
   */
  stakes: number;
  /**
   * Real-money wins paid (game_bets → player), jackpot hits included.
   */
  wins: number;
  /**
   * Gross gaming revenue: stakes − wins.
   */
  ggr: number;
  /**
   * Jackpot wins paid from the pool (part of wins).
   */
  jackpotHits: number;
  /**
   * Real-money stakes placed (a rollback does not reduce it).
   */
  bets: number;
  /**
   * Distinct members with a real-money stake in the period.
   */
  activePlayers: number;
}
/**
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "BreakdownRow".
 */
export interface BreakdownRow {
  /**
   * The category id (game type of the round) or the vendor code.
   */
  key: string;
  figures: GameFigures;
}
/**
 * This interface was referenced by `ReportsApi`'s JSON-Schema
 * via the `definition` "BreakdownReportValue".
 */
export interface BreakdownReportValue {
  scope: ReportScope;
  categories: BreakdownRow[];
  vendors: BreakdownRow[];
  totals: GameFigures;
}
