import { describe, expect, it } from 'vitest';
import { FairStream, type RandomSource } from './fair-random.ts';
import { cardFromIndex, handPoints, playBaccarat, type BaccaratBet, type Rank } from './baccarat.ts';

const RANK_INDEX: Record<Rank, number> = { A: 0, '2': 1, '3': 2, '4': 3, '5': 4, '6': 5, '7': 6, '8': 7, '9': 8, '10': 9, J: 10, Q: 11, K: 12 };

/** Deals exactly these ranks (spades) in order P1, B1, P2, B2, P3, B3; drawing past them fails the test. */
function shoe(...ranks: Rank[]): RandomSource & { left: () => number } {
  const queue = ranks.map((r) => RANK_INDEX[r]);
  return {
    nextFloat: () => {
      throw new Error('cards must be drawn with nextInt(52)');
    },
    nextInt: (max) => {
      expect(max).toBe(52);
      if (queue.length === 0) throw new Error('drew more cards than scripted');
      return queue.shift()!;
    },
    left: () => queue.length,
  };
}

const rankOfValue = (v: number): Rank => (v === 0 ? 'K' : (['A', '2', '3', '4', '5', '6', '7', '8', '9'] as Rank[])[v - 1]);
const bankerPair = (total: number): [Rank, Rank] => (total === 0 ? ['Q', 'J'] : ['A', rankOfValue(total - 1)]);
const oneBet: BaccaratBet[] = [{ side: 'PLAYER', amount: 10 }];

describe('baccarat', () => {
  it('when card indexes 0..51 are mapped, then each is a distinct rank and suit, A..K per suit', () => {
    expect(cardFromIndex(0)).toEqual({ rank: 'A', suit: 'S' });
    expect(cardFromIndex(12)).toEqual({ rank: 'K', suit: 'S' });
    expect(cardFromIndex(13)).toEqual({ rank: 'A', suit: 'H' });
    expect(cardFromIndex(51)).toEqual({ rank: 'K', suit: 'C' });
    expect(new Set(Array.from({ length: 52 }, (_, n) => JSON.stringify(cardFromIndex(n)))).size).toBe(52);
  });

  it('when a hand is counted, then tens and faces are zero, aces one, and only the last digit counts', () => {
    expect(handPoints([cardFromIndex(8), cardFromIndex(7)])).toBe(7); // 9 + 8
    expect(handPoints([cardFromIndex(9), cardFromIndex(10), cardFromIndex(11), cardFromIndex(12)])).toBe(0);
    expect(handPoints([cardFromIndex(0), cardFromIndex(13 + 5)])).toBe(7); // A + 6
  });

  it('when the player has a natural nine, then nobody draws and the player wins', () => {
    const s = shoe('4', '3', '5', '4');
    const r = playBaccarat(s, oneBet);
    expect([r.player.length, r.banker.length, r.playerPoints, r.bankerPoints, r.outcome]).toEqual([2, 2, 9, 7, 'PLAYER']);
    expect(s.left()).toBe(0);
  });

  it('when the banker has a natural eight against a drawing total, then the player does not draw', () => {
    const r = playBaccarat(shoe('2', '5', '3', '3'), oneBet);
    expect([r.player.length, r.banker.length, r.outcome]).toEqual([2, 2, 'BANKER']);
  });

  it('when the player stands on 6 or 7, then the banker draws on 0..5 and stands on 6..7', () => {
    for (const p of [6, 7]) {
      for (let b = 0; b <= 7; b += 1) {
        const s = shoe('K', bankerPair(b)[0], rankOfValue(p), bankerPair(b)[1], 'A');
        const r = playBaccarat(s, oneBet);
        expect(r.player).toHaveLength(2);
        expect(r.banker.length, `player ${p}, banker ${b}`).toBe(b <= 5 ? 3 : 2);
      }
    }
  });

  it('when the player draws, then the banker follows the full tableau for every total and third card', () => {
    // Row = banker's two-card total 0..7, column = value of the player's third card 0..9; D draws, S stands.
    const tableau = ['DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDSD', 'SSDDDDDDSS', 'SSSSDDDDSS', 'SSSSSSDDSS', 'SSSSSSSSSS'];
    tableau.forEach((row, b) => {
      [...row].forEach((rule, third) => {
        const [b1, b2] = bankerPair(b);
        const r = playBaccarat(shoe('10', b1, 'J', b2, rankOfValue(third), '2'), oneBet);
        expect(r.player, `banker ${b}, third ${third}`).toHaveLength(3);
        expect(r.banker.length, `banker ${b}, third ${third}`).toBe(rule === 'D' ? 3 : 2);
      });
    });
  });

  it('when the player wins, then a player bet is paid 2x and the other bets lose', () => {
    const bets: BaccaratBet[] = [
      { side: 'PLAYER', amount: 100 },
      { side: 'BANKER', amount: 50 },
      { side: 'TIE', amount: 10 },
    ];
    const r = playBaccarat(shoe('4', '3', '5', '4'), bets);
    expect(r.payouts).toEqual([
      { side: 'PLAYER', stake: 100, payout: 200 },
      { side: 'BANKER', stake: 50, payout: 0 },
      { side: 'TIE', stake: 10, payout: 0 },
    ]);
    expect(r.totalPayout).toBe(200);
  });

  it('when the banker wins, then the 5% commission is taken and rounded down to whole minor units', () => {
    const win = (amount: number) =>
      playBaccarat(shoe('2', '5', '3', '3'), [
        { side: 'BANKER', amount },
        { side: 'PLAYER', amount: 7 },
      ]);
    expect(win(100).payouts).toEqual([
      { side: 'BANKER', stake: 100, payout: 195 },
      { side: 'PLAYER', stake: 7, payout: 0 },
    ]);
    expect(win(15).totalPayout).toBe(29); // 15 + floor(14.25)
    expect(win(1).totalPayout).toBe(1);
    expect(win(20).totalPayout).toBe(39);
  });

  it('when the hand ties, then the tie bet pays 9x and player and banker bets are returned', () => {
    const r = playBaccarat(shoe('4', '3', '3', '4'), [
      { side: 'TIE', amount: 10 },
      { side: 'BANKER', amount: 30 },
      { side: 'PLAYER', amount: 20 },
    ]);
    expect(r.outcome).toBe('TIE');
    expect(r.payouts.map((p) => p.payout)).toEqual([90, 30, 20]);
    expect(r.totalPayout).toBe(140);
  });

  it('when bets are missing, malformed or repeat a side, then the round is refused before any card is drawn', () => {
    const bad: unknown[] = [
      [],
      [{ side: 'PLAYER', amount: 0 }],
      [{ side: 'PLAYER', amount: -5 }],
      [{ side: 'PLAYER', amount: 2.5 }],
      [{ side: 'PLAYER', amount: '10' }],
      [{ side: 'DRAGON', amount: 10 }],
      [
        { side: 'BANKER', amount: 10 },
        { side: 'BANKER', amount: 5 },
      ],
    ];
    for (const bets of bad) {
      const s = shoe();
      expect(() => playBaccarat(s, bets as BaccaratBet[]), JSON.stringify(bets)).toThrow(RangeError);
    }
  });

  it('when every infinite-shoe deal is enumerated, then the outcome frequencies match the published shoe figures', () => {
    // Explores deals lazily: a branch stops as soon as the hand is settled, each card weighted 1/13 (tens 4/13).
    class NeedCard extends Error {}
    const freq = { PLAYER: 0, BANKER: 0, TIE: 0 };
    const explore = (prefix: number[], weight: number): void => {
      const queue = [...prefix];
      const source: RandomSource = {
        nextFloat: () => 0,
        nextInt: () => {
          if (!queue.length) throw new NeedCard();
          return queue.shift()!;
        },
      };
      try {
        freq[playBaccarat(source, oneBet).outcome] += weight;
      } catch (e) {
        if (!(e instanceof NeedCard)) throw e;
        for (let card = 0; card < 10; card += 1) explore([...prefix, card], (weight * (card === 9 ? 4 : 1)) / 13);
      }
    };
    explore([], 1);
    // Published 8-deck figures (Wizard of Odds, baccarat appendix 3); an infinite shoe differs by under 3e-4.
    expect(Math.abs(freq.BANKER - 0.458597)).toBeLessThan(5e-4);
    expect(Math.abs(freq.PLAYER - 0.446247)).toBeLessThan(5e-4);
    expect(Math.abs(freq.TIE - 0.095156)).toBeLessThan(5e-4);
    expect(freq.BANKER + freq.PLAYER + freq.TIE).toBeCloseTo(1, 9); // every branch is weighted once
  });

  it('when 100,000 seeded hands are dealt, then banker wins about 45.9% and player about 44.6% of them', () => {
    const counts = { PLAYER: 0, BANKER: 0, TIE: 0 };
    const n = 100_000;
    for (let nonce = 0; nonce < n; nonce += 1) counts[playBaccarat(new FairStream('baccarat-sim', 'player', nonce), oneBet).outcome] += 1;
    // sd of each frequency is about 0.0016, so 0.006 is close to 4 sd.
    expect(Math.abs(counts.BANKER / n - 0.459)).toBeLessThan(0.006);
    expect(Math.abs(counts.PLAYER / n - 0.446)).toBeLessThan(0.006);
  });
});
