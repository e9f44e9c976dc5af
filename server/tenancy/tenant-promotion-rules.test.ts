import { describe, expect, it } from 'vitest';
import { promotionRules } from './tenant-promotion-rules.ts';

const base = { category: 'other', title: { EN: 'x' }, summary: { EN: 'x' }, rules: [{ EN: 'x' }], award: { kind: 'cash' } };

describe('promotion rules beyond the schema', () => {
  it('when raffle and ranking promotions are sound, then nothing is reported', () => {
    const data = {
      promotions: [
        {
          ...base,
          id: 'r',
          type: 'raffle',
          raffle: { earn: { depositMin: 1, maxChancesPerDay: 1 }, prizes: [{ id: 'a', kind: 'cash', amount: 1, weight: 1 }] },
        },
        { ...base, id: 'k', type: 'ranking', ranking: { period: 'daily', minTurnover: 0, prizes: [{ fromRank: 1, toRank: 1, amount: 1 }] } },
      ],
    };
    expect(promotionRules(data)).toEqual([]);
  });

  it('when a raffle lacks its settings, a way to earn, an amount, or repeats a prize, then each is named at its pointer', () => {
    const data = {
      promotions: [
        { ...base, id: 'a', type: 'raffle' },
        {
          ...base,
          id: 'b',
          type: 'raffle',
          raffle: {
            earn: { maxChancesPerDay: 1 },
            prizes: [
              { id: 'p', kind: 'bonus', weight: 1 },
              { id: 'p', kind: 'none', weight: 1 },
            ],
          },
        },
      ],
    };
    expect(promotionRules(data).map((p) => p.pointer)).toEqual([
      '/promotions/0/raffle',
      '/promotions/1/raffle/earn',
      '/promotions/1/raffle/prizes/0/amount',
      '/promotions/1/raffle/prizes/1/id',
    ]);
  });

  it('when a ranking lacks its settings, has a custom period without dates, or bands out of order or overlapping, then each is named', () => {
    const data = {
      promotions: [
        { ...base, id: 'a', type: 'ranking' },
        {
          ...base,
          id: 'b',
          type: 'ranking',
          ranking: {
            period: 'custom',
            minTurnover: 0,
            prizes: [
              { fromRank: 1, toRank: 3, amount: 1 },
              { fromRank: 3, toRank: 4, amount: 1 },
              { fromRank: 9, toRank: 5, amount: 1 },
            ],
          },
        },
      ],
    };
    expect(promotionRules(data).map((p) => p.pointer)).toEqual([
      '/promotions/0/ranking',
      '/promotions/1/ranking/period',
      '/promotions/1/ranking/prizes/1',
      '/promotions/1/ranking/prizes/2/toRank',
    ]);
  });

  it('when a referral names a milestone twice, then the second is named at its pointer (the same shared rule the back office applies)', () => {
    const milestones = [
      { on: 'registered', amount: 1 },
      { on: 'turnover', threshold: 1, amount: 1 },
      { on: 'registered', amount: 2 },
    ];
    const problems = promotionRules({ promotions: [{ ...base, id: 'f', type: 'referral', referral: { milestones } }] });
    expect(problems).toEqual([{ pointer: '/promotions/0/referral/milestones/2/on', message: 'repeats the milestone "registered": each may appear once' }]);
    expect(promotionRules({ promotions: [{ ...base, id: 'f', type: 'referral', referral: { milestones: milestones.slice(0, 2) } }] })).toEqual([]);
  });
});
