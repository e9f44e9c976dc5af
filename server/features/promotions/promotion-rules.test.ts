import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../schemas/generated/tenant.ts';
import { announcedIn, depositAward, depositQualifies, grantKey, spreadStake, wageringRequired } from './promotion-rules.ts';

const base = (award: Promotion['award'], extra: Partial<Promotion> = {}): Promotion => ({
  id: 'p',
  type: 'deposit',
  category: 'deposit',
  title: { EN: 't' },
  summary: { EN: 's' },
  rules: [{ EN: 'r' }],
  award,
  deposit: { which: 'first' },
  ...extra,
});

describe('promotion rules', () => {
  it("when a category's page announces promotions, then it shows its own category's, every game's and rebates that rate it", () => {
    const of = (extra: Partial<Promotion>) => base({ kind: 'cash' }, extra);
    expect(announcedIn(of({ category: 'slots' }), 'RNG')).toBe(true);
    expect(announcedIn(of({ category: 'slots' }), 'LIVE')).toBe(false);
    expect(announcedIn(of({ category: 'sports' }), 'ESPORTS')).toBe(true);
    expect(announcedIn(of({ category: 'lotto' }), 'ELOTT')).toBe(true);
    expect(announcedIn(of({ category: 'game' }), 'COCKFIGHT')).toBe(true);
    expect(announcedIn(of({ category: 'deposit' }), 'RNG')).toBe(false);
    const rebate = of({ type: 'rebate', category: 'rebate', rebate: { period: 'daily', claim: 'manual', ratesBasisPoints: { FISH: 50, RNG: 0 } } });
    expect([announcedIn(rebate, 'FISH'), announcedIn(rebate, 'RNG'), announcedIn(rebate, 'LIVE')]).toEqual([true, false, false]);
  });

  it('when a deposit earns a percent bonus, then it is the floor of the percent, never above the cap, and 0 below the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e6 }),
        (amount, bps, cap, min) => {
          const award = depositAward(base({ kind: 'bonus', percentBasisPoints: bps, cap }, { deposit: { which: 'first', minAmount: min } }), amount);
          expect(award).toBe(amount < min ? 0 : Math.min(Math.floor((amount * bps) / 10_000), cap));
        },
      ),
    );
  });

  it('when a stake is spread over active bonuses, then each takes at most what it still needs and the total never exceeds the stake as weighted', () => {
    const bonus = fc.record({
      remaining: fc.integer({ min: 0, max: 1e7 }),
      weights: fc.dictionary(fc.constantFrom('RNG', 'LIVE'), fc.integer({ min: 0, max: 100 })),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.constantFrom('RNG', 'LIVE', 'FISH'), fc.array(bonus, { maxLength: 5 }), (stake, category, bonuses) => {
        const counted = spreadStake(stake, category, bonuses);
        counted.forEach((c, i) => {
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThanOrEqual(bonuses[i].remaining);
          expect(c).toBeLessThanOrEqual(Math.floor((stake * (bonuses[i].weights[category] ?? 100)) / 100));
        });
        // A single bonus with full weight counts the stake exactly, up to what it needs.
        if (bonuses.length === 1 && (bonuses[0].weights[category] ?? 100) === 100) expect(counted[0]).toBe(Math.min(stake, bonuses[0].remaining));
      }),
    );
  });

  it('when a stake more than clears the oldest bonus, then the rest of the raw stake counts for the next one', () => {
    expect(
      spreadStake(1_000, 'RNG', [
        { remaining: 300, weights: {} },
        { remaining: 10_000, weights: { RNG: 50 } },
      ]),
    ).toEqual([300, 350]);
  });

  it('when the wagering base includes the deposit, then the requirement is the multiplier times bonus plus deposit', () => {
    expect(wageringRequired(base({ kind: 'bonus' }, { wagering: { multiplier: 3, base: 'bonusAndDeposit' } }), 100, 200)).toBe(900);
    expect(wageringRequired(base({ kind: 'bonus' }, { wagering: { multiplier: 3 } }), 100, 200)).toBe(300);
    expect(wageringRequired(base({ kind: 'cash' }), 100, 200)).toBe(0);
  });

  it('when keys are made, then first and newbie are once per member, daily once per member and day, reload once per deposit', () => {
    expect(grantKey(base({ kind: 'bonus' }), 7, { depositId: 1, localDay: '2026-01-01' })).toBe('p:first:7');
    expect(grantKey(base({ kind: 'bonus' }, { deposit: { which: 'daily' } }), 7, { depositId: 1, localDay: '2026-01-01' })).toBe('p:day:7:2026-01-01');
    expect(grantKey(base({ kind: 'bonus' }, { deposit: { which: 'reload' } }), 7, { depositId: 9, localDay: '2026-01-01' })).toBe('p:deposit:9');
    expect(grantKey(base({ kind: 'cash' }, { type: 'newbie' }), 7, { localDay: '2026-01-01' })).toBe('p:member:7');
    expect([
      depositQualifies('first', 1),
      depositQualifies('first', 2),
      depositQualifies('reload', 1),
      depositQualifies('reload', 2),
      depositQualifies('daily', 5),
    ]).toEqual([true, false, false, true, true]);
  });
});
