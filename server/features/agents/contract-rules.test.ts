import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import { checkTerms, earnedTier, periodPay, topRate } from './contract-rules.ts';

const brand = { enabled: new Set<ModuleId>(['CONTRACT', 'SALARY', 'REALTIMESALARY']), dividendPeriods: ['W', 'M'] as const };
const tiers = [
  { minTurnover: 0, minActive: 0, rateBp: 10 },
  { minTurnover: 100_000, minActive: 2, rateBp: 20 },
];

describe('contract rules', () => {
  it('when the terms are sound, then they pass', () => {
    expect(checkTerms('dailyWages', 'D', tiers, brand, 20)).toBeNull();
    expect(checkTerms('dividend', 'W', tiers, brand, 30)).toBeNull();
  });

  it('when a kind, a period, the tiers or the rate are wrong, then the problem is named', () => {
    expect(checkTerms('hourlySalary', 'HOUR', tiers, brand, 20)).toBe('contractKindDisabled');
    expect(checkTerms('dividend', 'D', tiers, brand, 20)).toBe('contractPeriodDisabled');
    expect(checkTerms('dailyWages', 'M5', tiers, brand, 20)).toBe('contractPeriodDisabled');
    expect(checkTerms('dailyWages', 'D', [tiers[1], tiers[0]], brand, 20)).toBe('contractTiersNotIncreasing');
    expect(checkTerms('dailyWages', 'D', [tiers[0], { ...tiers[1], rateBp: 10 }], brand, 20)).toBe('contractTiersNotIncreasing');
    expect(checkTerms('dailyWages', 'D', tiers, brand, 19)).toBe('contractRateAboveOwn');
  });

  it('when a period is settled, then the highest tier met pays, rounded down', () => {
    expect(topRate(tiers)).toBe(20);
    expect(earnedTier(tiers, 150_000, 1)).toBe(tiers[0]);
    expect(periodPay('dailyWages', tiers, { turnover: 150_000, loss: 0, active: 2 })).toEqual({ rateBp: 20, amount: 300 });
    expect(periodPay('dailyWages', tiers, { turnover: 999, loss: 0, active: 0 })).toEqual({ rateBp: 10, amount: 0 });
    expect(periodPay('dividend', tiers, { turnover: 150_000, loss: -5_000, active: 3 })).toEqual({ rateBp: 20, amount: 0 });
    expect(periodPay('dividend', tiers, { turnover: 150_000, loss: 50_000, active: 3 })).toEqual({ rateBp: 20, amount: 100 });
    expect(periodPay('dailyWages', [{ minTurnover: 10, minActive: 0, rateBp: 10 }], { turnover: 5, loss: 0, active: 1 })).toEqual({ rateBp: 0, amount: 0 });
  });
});
