// Arcade fishing, one shot per round: each fish is caught with probability FISH_RTP / multiplier, so
// every target returns FISH_RTP of the bet on average and the choice of fish changes only volatility.
import type { RandomSource } from './fair-random.ts';

export const FISH_RTP = 0.95;

export const FISH_TYPES: ReadonlyArray<{ id: string; multiplier: number }> = [
  { id: 'small-fish', multiplier: 2 },
  { id: 'clownfish', multiplier: 3 },
  { id: 'pufferfish', multiplier: 5 },
  { id: 'turtle', multiplier: 8 },
  { id: 'octopus', multiplier: 15 },
  { id: 'shark', multiplier: 30 },
  { id: 'whale', multiplier: 50 },
  { id: 'golden-dragon', multiplier: 100 },
];

const MAX_MULTIPLIER = Math.max(...FISH_TYPES.map((f) => f.multiplier));

export function catchProbability(multiplier: number): number {
  return FISH_RTP / multiplier;
}

export function shoot(stream: RandomSource, fishId: string, bet: number): { caught: boolean; payout: number; multiplier: number } {
  const fish = FISH_TYPES.find((f) => f.id === fishId);
  if (!fish) throw new RangeError(`unknown fish: ${String(fishId)}`);
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet * MAX_MULTIPLIER > Number.MAX_SAFE_INTEGER)
    throw new RangeError('bet must be a positive integer in minor units');
  const caught = stream.nextFloat() < catchProbability(fish.multiplier);
  return { caught, payout: caught ? bet * fish.multiplier : 0, multiplier: fish.multiplier };
}
