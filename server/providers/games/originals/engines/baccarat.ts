// Punto banco from an infinite shoe: every card is an independent draw of 52, which is how an 8-deck
// shoe is usually approximated for online play and keeps each round replayable from its seed alone.
import type { RandomSource } from './fair-random.ts';

export type BaccaratSide = 'PLAYER' | 'BANKER' | 'TIE';
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';
export type Suit = 'S' | 'H' | 'D' | 'C';
export interface Card {
  rank: Rank;
  suit: Suit;
}

export interface BaccaratBet {
  side: BaccaratSide;
  amount: number;
}

export interface BaccaratResult {
  player: Card[];
  banker: Card[];
  playerPoints: number;
  bankerPoints: number;
  outcome: BaccaratSide;
  payouts: Array<{ side: BaccaratSide; stake: number; payout: number }>;
  totalPayout: number;
}

const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
const SIDES: readonly BaccaratSide[] = ['PLAYER', 'BANKER', 'TIE'];
const MAX_STAKE = Math.floor(Number.MAX_SAFE_INTEGER / 100); // keeps stake * 95 and 9 * stake exact

/** Card index n in 0..51: suit = floor(n / 13), rank = n % 13 (A..K). */
export function cardFromIndex(n: number): Card {
  return { rank: RANKS[n % 13], suit: SUITS[Math.floor(n / 13)] };
}

export function cardPoints(card: Card): number {
  const i = RANKS.indexOf(card.rank);
  return i >= 9 ? 0 : i + 1;
}

export function handPoints(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;
}

/** Banker's tableau once the player has drawn a third card worth `third`. */
function bankerDrawsAfter(bankerPoints: number, third: number): boolean {
  switch (bankerPoints) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

function checkBets(bets: readonly BaccaratBet[]): void {
  if (!Array.isArray(bets) || bets.length === 0) throw new RangeError('at least one bet is required');
  const seen = new Set<BaccaratSide>();
  for (const bet of bets) {
    if (!bet || !SIDES.includes(bet.side)) throw new RangeError('bet side must be PLAYER, BANKER or TIE');
    if (seen.has(bet.side)) throw new RangeError(`duplicate bet on ${bet.side}`);
    seen.add(bet.side);
    if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0 || bet.amount > MAX_STAKE)
      throw new RangeError('bet amount must be a positive integer in minor units');
  }
}

/** Returned amount including the stake; the 5% banker commission rounds down in the house's favour. */
function payoutFor(side: BaccaratSide, stake: number, outcome: BaccaratSide): number {
  if (outcome === 'TIE') return side === 'TIE' ? 9 * stake : stake; // player and banker bets push
  if (side !== outcome) return 0;
  return side === 'PLAYER' ? 2 * stake : stake + Math.floor((stake * 95) / 100);
}

/** Deals P, B, P, B, then the player's third card, then the banker's, each from the stream. */
export function playBaccarat(stream: RandomSource, bets: BaccaratBet[]): BaccaratResult {
  checkBets(bets);
  const draw = (): Card => cardFromIndex(stream.nextInt(52));
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());

  const natural = handPoints(player) >= 8 || handPoints(banker) >= 8;
  if (!natural) {
    if (handPoints(player) <= 5) {
      const third = draw();
      player.push(third);
      if (bankerDrawsAfter(handPoints(banker), cardPoints(third))) banker.push(draw());
    } else if (handPoints(banker) <= 5) {
      banker.push(draw()); // player stood: banker plays the player's rule
    }
  }

  const playerPoints = handPoints(player);
  const bankerPoints = handPoints(banker);
  const outcome: BaccaratSide = playerPoints > bankerPoints ? 'PLAYER' : bankerPoints > playerPoints ? 'BANKER' : 'TIE';
  const payouts = bets.map(({ side, amount }) => ({ side, stake: amount, payout: payoutFor(side, amount, outcome) }));
  return { player, banker, playerPoints, bankerPoints, outcome, payouts, totalPayout: payouts.reduce((s, p) => s + p.payout, 0) };
}
