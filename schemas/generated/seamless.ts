/* Generated from schemas/api/seamless.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * The seamless wallet game vendors call. Every request body is signed: header X-Signature = hex HMAC-SHA256 of the raw body with the vendor's secret from the brand's tenant file.
 */
export interface SeamlessApi {}
/**
 * POST /wps/vendor/{VENDOR}/balance: by playerId, or by the launch token (then the answer names the player: how a vendor learns who launched). One of the two is required.
 *
 * This interface was referenced by `SeamlessApi`'s JSON-Schema
 * via the `definition` "BalanceRequest".
 */
export interface BalanceRequest {
  /**
   * The member as the portal named them to the vendor.
   */
  playerId?: string;
  /**
   * Unix milliseconds when the vendor signed the request; accepted within ±5 minutes.
   */
  timestamp: number;
  currency?: string;
  token?: string;
}
/**
 * POST /wps/vendor/{VENDOR}/bet: debit the stake.
 *
 * This interface was referenced by `SeamlessApi`'s JSON-Schema
 * via the `definition` "BetRequest".
 */
export interface BetRequest {
  /**
   * The member as the portal named them to the vendor.
   */
  playerId: string;
  /**
   * Unix milliseconds when the vendor signed the request; accepted within ±5 minutes.
   */
  timestamp: number;
  currency: string;
  /**
   * The launch session; a bet needs it unexpired.
   */
  token: string;
  txId: string;
  roundId: string;
  gameCode: string;
  /**
   * Minor units.
   */
  amount: number;
}
/**
 * POST /wps/vendor/{VENDOR}/win: credit a win (0 closes a lost round). Never refused for an expired session.
 *
 * This interface was referenced by `SeamlessApi`'s JSON-Schema
 * via the `definition` "WinRequest".
 */
export interface WinRequest {
  /**
   * The member as the portal named them to the vendor.
   */
  playerId: string;
  /**
   * Unix milliseconds when the vendor signed the request; accepted within ±5 minutes.
   */
  timestamp: number;
  currency: string;
  txId: string;
  roundId: string;
  gameCode: string;
  amount: number;
  endRound?: boolean;
  /**
   * The round hit the progressive jackpot: the portal pays the brand's share of the pool on top of amount.
   */
  jackpot?: boolean;
  /**
   * Accepted and ignored: wins and rollbacks never depend on the session.
   */
  token?: string;
}
/**
 * POST /wps/vendor/{VENDOR}/rollback: cancel a bet (refund). For an unknown bet it is recorded and the late bet refused.
 *
 * This interface was referenced by `SeamlessApi`'s JSON-Schema
 * via the `definition` "RollbackRequest".
 */
export interface RollbackRequest {
  /**
   * The member as the portal named them to the vendor.
   */
  playerId: string;
  /**
   * Unix milliseconds when the vendor signed the request; accepted within ±5 minutes.
   */
  timestamp: number;
  currency: string;
  txId: string;
  refTxId: string;
  roundId: string;
  gameCode: string;
  /**
   * Accepted and ignored: wins and rollbacks never depend on the session.
   */
  token?: string;
}
/**
 * value of every seamless call; replays return the stored answer.
 *
 * This interface was referenced by `SeamlessApi`'s JSON-Schema
 * via the `definition` "WalletAnswer".
 */
export interface WalletAnswer {
  playerId: string;
  /**
   * Available balance after the call, minor units.
   */
  balance: number;
  currency: string;
  txId?: string;
  /**
   * Win request with jackpot: what the pool paid, minor units.
   */
  jackpotWin?: number;
}
