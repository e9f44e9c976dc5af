import { describe, expect, it } from 'vitest';
import { FairStream, type RandomSource } from './fair-random.ts';
import { FISH_RTP, FISH_TYPES, catchProbability, shoot } from './fish.ts';

const fixed = (value: number): RandomSource => ({
  nextFloat: () => value,
  nextInt: () => {
    throw new Error('fish draws a float');
  },
});

describe('fish', () => {
  it('when the fish are listed, then there are 8 distinct ids from a 2x small fish to a 100x golden dragon', () => {
    expect(FISH_TYPES).toHaveLength(8);
    expect(new Set(FISH_TYPES.map((f) => f.id)).size).toBe(8);
    expect(FISH_TYPES[0]).toEqual({ id: 'small-fish', multiplier: 2 });
    expect(FISH_TYPES.at(-1)).toEqual({ id: 'golden-dragon', multiplier: 100 });
    for (const f of FISH_TYPES) expect(Number.isInteger(f.multiplier) && f.multiplier > 1).toBe(true);
  });

  it('when the expected value of a shot is computed for each fish, then it is FISH_RTP of the bet', () => {
    for (const { multiplier } of FISH_TYPES) expect(catchProbability(multiplier) * multiplier).toBeCloseTo(FISH_RTP, 12);
    expect(catchProbability(2)).toBeCloseTo(0.475, 12);
  });

  it('when the float is just under or exactly at the catch probability, then the fish is caught or escapes', () => {
    const p = catchProbability(5);
    expect(shoot(fixed(p - 1e-9), 'pufferfish', 40)).toEqual({ caught: true, payout: 200, multiplier: 5 });
    expect(shoot(fixed(p), 'pufferfish', 40)).toEqual({ caught: false, payout: 0, multiplier: 5 });
    expect(shoot(fixed(0), 'golden-dragon', 3)).toEqual({ caught: true, payout: 300, multiplier: 100 });
  });

  it('when the fish id or the bet is invalid, then the shot is refused', () => {
    const s = fixed(0);
    expect(() => shoot(s, 'kraken', 10)).toThrow(RangeError);
    for (const bad of [0, -1, 2.5, Number.NaN, Number.MAX_SAFE_INTEGER]) expect(() => shoot(s, 'shark', bad)).toThrow(RangeError);
  });

  it('when 20,000 seeded shots are fired at each fish, then each return is within 4 sd of FISH_RTP', () => {
    const n = 20_000;
    for (const { id, multiplier } of FISH_TYPES) {
      const stream = new FairStream('fish-sim', id, 0); // one stream per fish: floats are independent draws
      let paid = 0;
      for (let i = 0; i < n; i += 1) paid += shoot(stream, id, 1).payout;
      const p = catchProbability(multiplier);
      const sd = multiplier * Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(paid / n - FISH_RTP), id).toBeLessThan(4 * sd);
    }
  });
});
