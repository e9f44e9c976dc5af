import { describe, expect, it } from 'vitest';
import { bandLabel, outcomeText, prizeOdds } from './raffle-view.ts';

describe('raffle view', () => {
  it('when a prize is out of stock, then it has no chance and the others share the draw', () => {
    const prizes = [
      { id: 'a', name: 'A', kind: 'cash' as const, amount: 1, weight: 1, left: 0 },
      { id: 'b', name: 'B', kind: 'bonus' as const, amount: 1, weight: 1 },
      { id: 'c', name: 'C', kind: 'none' as const, amount: 0, weight: 7 },
    ];
    expect(Object.fromEntries(prizeOdds(prizes))).toEqual({ a: '0%', b: '12.5%', c: '87.5%' });
  });

  it('when a band covers one rank or several, then its label says so', () => {
    expect(bandLabel({ fromRank: 1, toRank: 1, amount: 5 })).toEqual({ key: 'promo.ranking.rank', params: { rank: 1 } });
    expect(bandLabel({ fromRank: 4, toRank: 10, amount: 5 })).toEqual({ key: 'promo.ranking.ranks', params: { from: 4, to: 10 } });
  });

  it('when the draw paid nothing, cash or a bonus, then the outcome text differs', () => {
    expect(outcomeText({ kind: 'none', prizeName: 'Next time' }, '').key).toBe('promo.raffle.noPrize');
    expect(outcomeText({ kind: 'cash', prizeName: 'Gold' }, 'P5.00')).toEqual({ key: 'promo.raffle.wonCash', params: { prize: 'Gold', amount: 'P5.00' } });
    expect(outcomeText({ kind: 'bonus', prizeName: 'Gold' }, 'P5.00').key).toBe('promo.raffle.wonBonus');
  });
});
