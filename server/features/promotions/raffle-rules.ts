// The arithmetic of raffle and ranking promotions, pure (unit-tested beside it): which prizes a draw is made
// from, which prize a provably fair roll picks, how many chances turnover earns, which period a day belongs to,
// the leaderboard's order and the prize of a rank.
//
// Fairness: a member's next draw uses a server seed whose SHA-256 was shown before (the studio's commitment,
// fair-random.ts), the member's client seed and a nonce. roll = FairStream(serverSeed, clientSeed, nonce)
// .nextInt(total weight of the prizes in the draw); walking the prizes in table order, the prize is the first
// whose running weight exceeds the roll. Every draw stores the revealed seed, client seed, nonce, roll and
// the weights it was drawn from, so anyone can recompute it.
import type { Promotion } from '../../../schemas/generated/tenant.ts';
import { FairStream } from '../../providers/games/originals/engines/fair-random.ts';
import { rebatePeriodOf } from './promotion-rules.ts';

export type RafflePromotion = Promotion & { raffle: NonNullable<Promotion['raffle']> };
export type RankingPromotion = Promotion & { ranking: NonNullable<Promotion['ranking']> };
export type RafflePrize = RafflePromotion['raffle']['prizes'][number];

export const isRaffle = (p: Promotion): p is RafflePromotion => p.type === 'raffle' && p.raffle !== undefined;
export const isRanking = (p: Promotion): p is RankingPromotion => p.type === 'ranking' && p.ranking !== undefined;

export interface PoolEntry {
  id: string;
  weight: number;
}

/** The prizes a draw is made from: every prize in table order, less those whose stock is gone. */
export function drawPool(prizes: readonly RafflePrize[], given: ReadonlyMap<string, number>): PoolEntry[] {
  return prizes.filter((p) => p.stock === undefined || (given.get(p.id) ?? 0) < p.stock).map((p) => ({ id: p.id, weight: p.weight }));
}

/** The roll of one draw: an integer in [0, total weight). */
export function rollOf(serverSeed: string, clientSeed: string, nonce: number, totalWeight: number): number {
  return new FairStream(serverSeed, clientSeed, nonce).nextInt(totalWeight);
}

/** The prize a roll lands on: the first whose running weight exceeds it. */
export function prizeAt(pool: readonly PoolEntry[], roll: number): string {
  let running = 0;
  for (const entry of pool) {
    running += entry.weight;
    if (roll < running) return entry.id;
  }
  throw new RangeError(`roll ${roll} is outside the pool's total weight ${running}`);
}

export const totalWeight = (pool: readonly PoolEntry[]) => pool.reduce((sum, e) => sum + e.weight, 0);

/** The whole draw from its inputs: what the verification recomputes. */
export function drawOf(pool: readonly PoolEntry[], serverSeed: string, clientSeed: string, nonce: number): { roll: number; prizeId: string } {
  const roll = rollOf(serverSeed, clientSeed, nonce, totalWeight(pool));
  return { roll, prizeId: prizeAt(pool, roll) };
}

/** Chances a day's turnover has earned (before the daily cap). */
export const turnoverChances = (turnover: number, perChance: number) => Math.floor(turnover / perChance);

export type RankingPeriod = RankingPromotion['ranking']['period'];
export const CUSTOM_PERIOD = 'custom';

/** The ranking period a brand-local day falls in: the day, its ISO week's Monday, or the one custom period. */
export function rankingPeriodOf(period: RankingPeriod, day: string): string {
  return period === 'custom' ? CUSTOM_PERIOD : rebatePeriodOf(day, period);
}

export interface Ranked {
  memberId: number;
  turnover: number;
  /** When the member's turnover last grew, i.e. reached its value. */
  reachedAt: Date;
}

/**
 * The leaderboard's order: more turnover first; on a tie, who reached that turnover first; then the lower member
 * id (deterministic even for the same instant).
 */
export function compareRanked(a: Ranked, b: Ranked): number {
  return b.turnover - a.turnover || a.reachedAt.getTime() - b.reachedAt.getTime() || a.memberId - b.memberId;
}

/** The prize of a rank, or 0 when no band covers it. */
export function prizeOfRank(bands: ReadonlyArray<RankingPromotion['ranking']['prizes'][number]>, rank: number): number {
  return bands.find((b) => rank >= b.fromRank && rank <= b.toRank)?.amount ?? 0;
}

/** The last rank any band pays. */
export const lastPaidRank = (bands: ReadonlyArray<RankingPromotion['ranking']['prizes'][number]>) => bands.reduce((max, b) => Math.max(max, b.toRank), 0);
