import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Loyalty } from '../../../schemas/generated/tenant.ts';
import { expectedPoints, pointsFor, turnoverPerPoint } from './points-rules.ts';

const loyalty: Loyalty = { earn: { RNG: 100, LIVE: 250, '*': 1000 }, rewards: [] };

describe('points rules', () => {
  it('when a category has its own rate, then it earns at that rate; else at the * rate', () => {
    expect(turnoverPerPoint(loyalty, 'RNG')).toBe(100);
    expect(turnoverPerPoint(loyalty, 'FISH')).toBe(1000);
    expect(turnoverPerPoint({ earn: { RNG: 5 }, rewards: [] }, 'FISH')).toBeNull();
    expect(turnoverPerPoint(undefined, 'RNG')).toBeNull();
  });

  it('when turnover is not a whole number of points, then only whole points are earned', () => {
    expect(pointsFor(99, 100)).toBe(0);
    expect(pointsFor(250, 100)).toBe(2);
  });

  it('when turnover arrives in any split, then accruing the difference each time pays the closed form exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 50 }), fc.integer({ min: 1, max: 5000 }), (bets, rate) => {
        let turnover = 0;
        let paid = 0;
        for (const bet of bets) {
          turnover += bet;
          const due = pointsFor(turnover, rate) - paid;
          expect(due).toBeGreaterThanOrEqual(0);
          paid += due;
        }
        expect(paid).toBe(expectedPoints({ earn: { '*': rate }, rewards: [] }, { RNG: turnover }));
      }),
    );
  });
});
