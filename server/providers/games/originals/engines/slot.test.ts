import { describe, expect, it } from 'vitest';
import { FairStream, type RandomSource } from './fair-random.ts';
import {
  SLOT_LINES,
  SLOT_PAYLINES,
  SLOT_STRIPS,
  evaluateGrid,
  gridAt,
  slotJackpotProbability,
  slotRtp,
  spinSlot,
  stripRtp,
  type SlotStrips,
  type SlotSymbol,
} from './slot.ts';

/** Replays fixed reel stops; the slot asks nextInt(strip length) once per reel. */
const stops = (values: number[]): RandomSource => ({
  nextFloat: () => {
    throw new Error('slot must draw stops with nextInt');
  },
  nextInt: (max) => {
    const v = values.shift()!;
    if (v >= max) throw new Error('stop out of range');
    return v;
  },
});

// Top and bottom rows chosen so no line can form three of a kind from them alone.
const TOP: SlotSymbol[] = ['LEMON', 'PLUM', 'BAR', 'ORANGE', 'BELL'];
const BOTTOM: SlotSymbol[] = ['ORANGE', 'BELL', 'CHERRY', 'LEMON', 'PLUM'];
const withMiddle = (middle: SlotSymbol[]): SlotSymbol[][] => middle.map((m, reel) => [TOP[reel], m, BOTTOM[reel]]);
const middleWin = (middle: SlotSymbol[], bet = 1) => evaluateGrid(withMiddle(middle), bet).lineWins.find((w) => w.line === 0);

describe('slot', () => {
  it('when the paylines are listed, then there are 10 distinct lines of 5 row indexes in 0..2', () => {
    expect(SLOT_PAYLINES).toHaveLength(SLOT_LINES);
    for (const line of SLOT_PAYLINES) expect(line.every((r) => r >= 0 && r <= 2) && line.length === 5).toBe(true);
    expect(new Set(SLOT_PAYLINES.map((l) => l.join())).size).toBe(10);
  });

  it('when five of a kind sit on the middle row, then line 0 pays the 5-of-a-kind multiple of the line bet', () => {
    expect(middleWin(['SEVEN', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN'], 7)).toEqual({ line: 0, symbol: 'SEVEN', count: 5, payout: 7000 });
  });

  it('when wilds stand between symbols, then they substitute and the run stops at the first other symbol', () => {
    expect(middleWin(['WILD', 'SEVEN', 'WILD', 'BAR', 'SEVEN'])).toEqual({ line: 0, symbol: 'SEVEN', count: 3, payout: 30 });
    expect(middleWin(['CHERRY', 'CHERRY', 'LEMON', 'CHERRY', 'CHERRY'])).toBeUndefined();
  });

  it('when leading wilds pay more on their own than as the next symbol, then the better of the two is paid', () => {
    expect(middleWin(['WILD', 'WILD', 'WILD', 'CHERRY', 'LEMON'])).toEqual({ line: 0, symbol: 'WILD', count: 3, payout: 50 });
    expect(middleWin(['WILD', 'WILD', 'WILD', 'CHERRY', 'CHERRY'])).toEqual({ line: 0, symbol: 'CHERRY', count: 5, payout: 75 });
  });

  it('when JACKPOT is on the line, then wilds do not substitute for it and it pays nothing by line', () => {
    expect(middleWin(['JACKPOT', 'WILD', 'WILD', 'JACKPOT', 'JACKPOT'])).toBeUndefined();
    expect(middleWin(['WILD', 'WILD', 'WILD', 'JACKPOT', 'JACKPOT'])).toEqual({ line: 0, symbol: 'WILD', count: 3, payout: 50 });
  });

  it('when only the top row holds five cherries, then exactly line 1 pays and the total is that line', () => {
    const grid = [0, 1, 2, 3, 4].map((reel) => ['CHERRY', TOP[reel], BOTTOM[reel]] as SlotSymbol[]);
    expect(evaluateGrid(grid, 3)).toEqual({ lineWins: [{ line: 1, symbol: 'CHERRY', count: 5, payout: 225 }], totalPayout: 225, jackpotHit: false });
  });

  it('when the stream gives reel stops, then each column is three consecutive strip symbols, wrapping at the end', () => {
    const last = SLOT_STRIPS[0].length - 1;
    const result = spinSlot(stops([last, 0, 5, 10, 31]), 1);
    expect(result.grid[0]).toEqual([SLOT_STRIPS[0][last], SLOT_STRIPS[0][0], SLOT_STRIPS[0][1]]);
    expect(result.grid[2]).toEqual(SLOT_STRIPS[2].slice(5, 8));
  });

  it('when every middle-row symbol is JACKPOT, then the jackpot is hit and the middle line pays nothing', () => {
    const result = spinSlot(stops(SLOT_STRIPS.map((strip) => (strip.indexOf('JACKPOT') - 1 + strip.length) % strip.length)), 1);
    expect(result.grid.map((c) => c[1])).toEqual(Array(5).fill('JACKPOT'));
    expect(result.jackpotHit).toBe(true);
    expect(result.lineWins.some((w) => w.line === 0)).toBe(false);
  });

  it('when the bet per line is not a positive safe integer, then the spin is refused', () => {
    const stream = new FairStream('seed', 'client', 0);
    for (const bad of [0, -5, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER]) expect(() => spinSlot(stream, bad)).toThrow(RangeError);
  });

  it('when the base-game RTP is computed, then it is the independently computed exact value, inside 0.94..0.97', () => {
    // 32219257 / 32^5 was computed by a separate Python enumeration of the same strips and paytable.
    expect(slotRtp()).toBe(32219257 / 32 ** 5);
    expect(slotRtp()).toBeGreaterThanOrEqual(0.94);
    expect(slotRtp()).toBeLessThanOrEqual(0.97);
  });

  it('when small strips are enumerated stop by stop over all 10 lines, then the mean return equals stripRtp', () => {
    const tiny: SlotStrips = [
      ['WILD', 'SEVEN', 'CHERRY', 'JACKPOT'],
      ['SEVEN', 'WILD', 'CHERRY', 'BAR'],
      ['CHERRY', 'SEVEN', 'WILD', 'JACKPOT'],
      ['SEVEN', 'CHERRY', 'LEMON', 'WILD'],
      ['WILD', 'CHERRY', 'SEVEN', 'BAR'],
    ];
    let paid = 0;
    let spins = 0;
    for (let n = 0; n < 4 ** 5; n += 1) {
      const at = [0, 1, 2, 3, 4].map((reel) => Math.floor(n / 4 ** reel) % 4);
      paid += evaluateGrid(gridAt(tiny, at), 1).totalPayout;
      spins += 1;
    }
    expect(stripRtp(tiny)).toBeGreaterThan(0);
    expect(stripRtp(tiny)).toBeCloseTo(paid / (spins * SLOT_LINES), 12);
  });

  it('when the jackpot chance is computed, then it is (3/32)^5, between 1 in 200,000 and 1 in 50,000', () => {
    expect(slotJackpotProbability()).toBeCloseTo((3 / 32) ** 5, 15);
    expect(1 / slotJackpotProbability()).toBeGreaterThan(50_000);
    expect(1 / slotJackpotProbability()).toBeLessThan(200_000);
  });

  it('when 10,000 seeded spins are played, then the return lands within 0.15 (about 4 sd) of the exact RTP', () => {
    let staked = 0;
    let paid = 0;
    for (let nonce = 0; nonce < 10_000; nonce += 1) {
      const r = spinSlot(new FairStream('slot-simulation-seed', 'player', nonce), 5);
      staked += 5 * SLOT_LINES;
      paid += r.totalPayout;
      expect(Number.isInteger(r.totalPayout)).toBe(true);
    }
    expect(Math.abs(paid / staked - slotRtp())).toBeLessThan(0.15);
  });
});
