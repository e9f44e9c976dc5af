/* Generated from schemas/api/raffle.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Integer minor units.
 *
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "Amount".
 */
export type Amount = number;

/**
 * Raffle (lucky draw, MCS2_claimRafflePromotion) and ranking (leaderboard) promotions (issue 19). Amounts are integer minor units of the tenant currency.
 */
export interface RaffleApi {}
/**
 * POST /wps/relay/MCS2_claimRafflePromotion: spend one chance on one draw.
 *
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "ClaimRaffleRequest".
 */
export interface ClaimRaffleRequest {
  promotionId: string;
  /**
   * The player's seed for this draw (and the next ones); absent: the one already set.
   */
  clientSeed?: string;
}
/**
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "RafflePrizeView".
 */
export interface RafflePrizeView {
  id: string;
  name: string;
  kind: 'cash' | 'bonus' | 'none';
  amount: Amount;
  weight: number;
  /**
   * Stock left; absent: unlimited.
   */
  left?: number;
}
/**
 * The commitment for the member's next draw: SHA-256 of the server seed (revealed in the draw's history), the client seed and the nonce.
 *
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "RaffleFairness".
 */
export interface RaffleFairness {
  seedHash: string;
  clientSeed: string;
  nonce: number;
}
/**
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "RafflePoolEntry".
 */
export interface RafflePoolEntry {
  id: string;
  weight: number;
}
/**
 * One draw, with everything needed to recompute it: roll = FairStream(serverSeed, clientSeed, nonce).nextInt(sum of the pool's weights); the prize is the first pool entry whose running weight exceeds the roll.
 *
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "RaffleDrawView".
 */
export interface RaffleDrawView {
  id: number;
  prizeId: string;
  prizeName: string;
  kind: 'cash' | 'bonus' | 'none';
  amount: Amount;
  drawnAt: string;
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  nonce: number;
  roll: number;
  pool: RafflePoolEntry[];
}
/**
 * GET /wps/promotions/:id/raffle: the signed-in member's chances, the prize table, the next draw's commitment and the latest draws.
 *
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "RaffleView".
 */
export interface RaffleView {
  promotionId: string;
  chancesLeft: number;
  /**
   * Chances earned today (brand-local).
   */
  chancesToday: number;
  maxChancesPerDay: number;
  turnoverPerChance?: Amount;
  depositMin?: Amount;
  prizes: RafflePrizeView[];
  fairness?: RaffleFairness;
  history: RaffleDrawView[];
}
/**
 * POST /wps/relay/MCS2_claimRafflePromotion
 *
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "ClaimRaffleValue".
 */
export interface ClaimRaffleValue {
  draw: RaffleDrawView;
  raffle: RaffleView;
}
/**
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "LeaderboardRow".
 */
export interface LeaderboardRow {
  rank: number;
  /**
   * Masked (first two characters and the last).
   */
  account: string;
  turnover: Amount;
  prize: Amount;
  me?: boolean;
}
/**
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "RankingBand".
 */
export interface RankingBand {
  fromRank: number;
  toRank: number;
  amount: Amount;
}
/**
 * GET /wps/promotions/:id/leaderboard: the running period's ranking (more turnover first; ties: who reached it first). Signed in: the viewer's own standing.
 *
 * This interface was referenced by `RaffleApi`'s JSON-Schema
 * via the `definition` "LeaderboardValue".
 */
export interface LeaderboardValue {
  promotionId: string;
  period: 'daily' | 'weekly' | 'custom';
  periodKey: string;
  periodStart: string;
  periodEnd: string;
  minTurnover: Amount;
  awardKind: 'cash' | 'bonus';
  prizes: RankingBand[];
  list: LeaderboardRow[];
  me?: {
    rank?: number;
    turnover: Amount;
    prize?: Amount;
  };
}
