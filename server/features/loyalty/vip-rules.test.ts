import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Vip } from '../../../schemas/generated/tenant.ts';
import { nextPeriodStart, nextRank, periodKeyOf, previousPeriodKey, qualifiedRank } from './vip-rules.ts';

const VIP: Vip = {
  period: 'month',
  levels: [
    { rank: 0, name: { EN: 'Member' }, minDeposit: 0, minTurnover: 0 },
    { rank: 1, name: { EN: 'Bronze' }, minDeposit: 1_000, minTurnover: 10_000 },
    { rank: 2, name: { EN: 'Silver' }, minDeposit: 5_000, minTurnover: 50_000, keepDeposit: 2_000, keepTurnover: 20_000 },
    { rank: 5, name: { EN: 'Diamond' }, minDeposit: 50_000, minTurnover: 500_000 },
  ],
};

describe('VIP rules', () => {
  it('when a moment is given, then its month or week (Monday) in the brand time zone is its period', () => {
    expect(periodKeyOf(VIP, new Date('2026-03-31T17:00:00Z'), 'Asia/Manila')).toBe('2026-04');
    expect(periodKeyOf({ period: 'week' }, new Date('2026-03-04T12:00:00Z'), 'UTC')).toBe('2026-03-02');
    expect(previousPeriodKey(VIP, new Date('2026-01-15T00:00:00Z'), 'UTC')).toBe('2025-12');
    expect(nextPeriodStart(VIP, '2025-12')).toBe('2026-01-01');
    expect(nextPeriodStart({ period: 'week' }, '2026-03-02')).toBe('2026-03-09');
  });

  it('when deposits or turnover reach a level (either), then it is reached; with both, only when both do', () => {
    expect(qualifiedRank(VIP, { deposit: 1_000, turnover: 0 })).toBe(1);
    expect(qualifiedRank(VIP, { deposit: 0, turnover: 600_000 })).toBe(5);
    expect(qualifiedRank({ ...VIP, qualify: 'both' }, { deposit: 5_000, turnover: 10_000 })).toBe(1);
  });

  it('when a period meets the current level keep thresholds, then the level is kept; else it drops to what the period qualifies for', () => {
    expect(nextRank(VIP, 2, { deposit: 2_000, turnover: 0 })).toBe(2);
    expect(nextRank(VIP, 2, { deposit: 1_999, turnover: 10_000 })).toBe(1);
    expect(nextRank(VIP, 5, { deposit: 0, turnover: 0 })).toBe(0);
  });

  it('when any period and current level are drawn, then the new level is the threshold rule: at least the qualified one, and above it only by keeping the current', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2, 5), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000 }), (current, deposit, turnover) => {
        const stats = { deposit, turnover };
        const next = nextRank(VIP, current, stats);
        const qualified = VIP.levels.filter((l) => deposit >= l.minDeposit || turnover >= l.minTurnover).reduce((m, l) => Math.max(m, l.rank), 0);
        expect(next).toBeGreaterThanOrEqual(qualified);
        if (next > qualified) {
          expect(next).toBe(current);
          const level = VIP.levels.find((l) => l.rank === current)!;
          expect(deposit >= (level.keepDeposit ?? level.minDeposit) || turnover >= (level.keepTurnover ?? level.minTurnover)).toBe(true);
        }
      }),
    );
  });
});
