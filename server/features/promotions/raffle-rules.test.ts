import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  compareRanked,
  drawOf,
  drawPool,
  lastPaidRank,
  prizeAt,
  prizeOfRank,
  rankingPeriodOf,
  rollOf,
  totalWeight,
  turnoverChances,
  type Ranked,
} from './raffle-rules.ts';

const prizes = [
  { id: 'big', name: { EN: 'Big' }, kind: 'cash' as const, amount: 1_000, weight: 1, stock: 2 },
  { id: 'small', name: { EN: 'Small' }, kind: 'bonus' as const, amount: 100, weight: 3 },
  { id: 'none', name: { EN: 'None' }, kind: 'none' as const, weight: 6 },
];

describe('raffle draw', () => {
  it('when a stocked prize is gone, then it leaves the pool and the others keep their order and weights', () => {
    expect(drawPool(prizes, new Map())).toEqual([
      { id: 'big', weight: 1 },
      { id: 'small', weight: 3 },
      { id: 'none', weight: 6 },
    ]);
    expect(drawPool(prizes, new Map([['big', 2]]))).toEqual([
      { id: 'small', weight: 3 },
      { id: 'none', weight: 6 },
    ]);
  });

  it('when a roll walks the running weights, then each prize owns exactly its weight of rolls', () => {
    const pool = drawPool(prizes, new Map());
    const hits = new Map<string, number>();
    for (let roll = 0; roll < totalWeight(pool); roll += 1) hits.set(prizeAt(pool, roll), (hits.get(prizeAt(pool, roll)) ?? 0) + 1);
    expect(Object.fromEntries(hits)).toEqual({ big: 1, small: 3, none: 6 });
    expect(() => prizeAt(pool, 10)).toThrow(RangeError);
  });

  it('when the same seed, client seed and nonce are given, then the roll is the same and equals the HMAC-SHA256 recipe', () => {
    const roll = rollOf('server-seed', 'client', 7, 10);
    expect(rollOf('server-seed', 'client', 7, 10)).toBe(roll);
    const block = createHmac('sha256', 'server-seed').update('client:7:0').digest();
    const float = block[0] / 256 + block[1] / 256 ** 2 + block[2] / 256 ** 3 + block[3] / 256 ** 4;
    expect(roll).toBe(Math.floor(float * 10));
    const pool = drawPool(prizes, new Map());
    expect(drawOf(pool, 'server-seed', 'client', 7)).toEqual({ roll, prizeId: prizeAt(pool, roll) });
  });

  it('when many nonces are drawn, then the prizes come out near their weights', () => {
    const pool = drawPool(prizes, new Map());
    const hits = new Map<string, number>();
    for (let nonce = 0; nonce < 5_000; nonce += 1) {
      const { prizeId } = drawOf(pool, 'seed', 'c', nonce);
      hits.set(prizeId, (hits.get(prizeId) ?? 0) + 1);
    }
    expect(hits.get('big')! / 5_000).toBeCloseTo(0.1, 1);
    expect(hits.get('small')! / 5_000).toBeCloseTo(0.3, 1);
    expect(hits.get('none')! / 5_000).toBeCloseTo(0.6, 1);
  });

  it('when turnover grows, then a chance is earned per whole step only', () => {
    expect([0, 9_999, 10_000, 29_999, 30_000].map((t) => turnoverChances(t, 10_000))).toEqual([0, 0, 1, 2, 3]);
  });
});

describe('ranking', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 0, minute));
  it('when turnovers tie, then who reached it first ranks higher, then the lower member id', () => {
    const rows: Ranked[] = [
      { memberId: 5, turnover: 3_000, reachedAt: at(10) },
      { memberId: 9, turnover: 5_000, reachedAt: at(30) },
      { memberId: 2, turnover: 3_000, reachedAt: at(20) },
      { memberId: 1, turnover: 3_000, reachedAt: at(10) },
    ];
    expect([...rows].sort(compareRanked).map((r) => r.memberId)).toEqual([9, 1, 5, 2]);
  });

  it('when a rank falls in a band, then it gets that band; a gap gets nothing', () => {
    const bands = [
      { fromRank: 1, toRank: 1, amount: 500 },
      { fromRank: 2, toRank: 2, amount: 200 },
      { fromRank: 4, toRank: 10, amount: 50 },
    ];
    expect([1, 2, 3, 4, 10, 11].map((r) => prizeOfRank(bands, r))).toEqual([500, 200, 0, 50, 50, 0]);
    expect(lastPaidRank(bands)).toBe(10);
  });

  it('when a day is given, then the period is the day, its ISO week Monday, or the one custom period', () => {
    expect(rankingPeriodOf('daily', '2026-03-04')).toBe('2026-03-04');
    expect(rankingPeriodOf('weekly', '2026-03-08')).toBe('2026-03-02');
    expect(rankingPeriodOf('custom', '2026-03-08')).toBe('custom');
  });
});
