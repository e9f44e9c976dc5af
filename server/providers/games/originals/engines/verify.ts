// Replays a settled round from its revealed seeds, for the public verification page. Input arrives as
// untyped JSON, so its shape is checked here; amounts and ids are checked by the engines themselves.
import { FairStream } from './fair-random.ts';
import { playBaccarat, type BaccaratBet, type BaccaratResult } from './baccarat.ts';
import { shoot } from './fish.ts';
import { matchFixture, playMatch, type MatchBet, type MatchKind, type MatchResult } from './match.ts';
import { spinSlot, type SlotResult } from './slot.ts';

export type OriginalGame = 'slot' | 'baccarat' | 'fish' | 'match';

export function replayRound(game: 'slot', serverSeed: string, clientSeed: string, nonce: number, input: unknown): SlotResult;
export function replayRound(game: 'baccarat', serverSeed: string, clientSeed: string, nonce: number, input: unknown): BaccaratResult;
export function replayRound(game: 'fish', serverSeed: string, clientSeed: string, nonce: number, input: unknown): ReturnType<typeof shoot>;
export function replayRound(game: 'match', serverSeed: string, clientSeed: string, nonce: number, input: unknown): MatchResult;
export function replayRound(game: OriginalGame, serverSeed: string, clientSeed: string, nonce: number, input: unknown): unknown;
export function replayRound(game: OriginalGame, serverSeed: string, clientSeed: string, nonce: number, input: unknown): unknown {
  const stream = new FairStream(serverSeed, clientSeed, nonce);
  switch (game) {
    case 'slot':
      if (typeof input !== 'number') throw new RangeError('slot input is the bet per line');
      return spinSlot(stream, input);
    case 'baccarat':
      if (!Array.isArray(input) || !input.every((b) => typeof b === 'object' && b !== null)) throw new RangeError('baccarat input is a list of bets');
      return playBaccarat(stream, input as BaccaratBet[]);
    case 'fish': {
      const shot = input as { fishId?: unknown; bet?: unknown } | null;
      if (typeof shot !== 'object' || shot === null || typeof shot.fishId !== 'string' || typeof shot.bet !== 'number') throw new RangeError('fish input is { fishId, bet }');
      return shoot(stream, shot.fishId, shot.bet);
    }
    case 'match': {
      // The fixture is not part of the input: it is recomputed from the public seed and nonce, as the page showed it.
      const bet = input as (Partial<MatchBet> & { kind?: unknown }) | null;
      if (typeof bet !== 'object' || bet === null || typeof bet.kind !== 'string') throw new RangeError('match input is { kind, fixtureId, pick, stake }');
      return playMatch(stream, matchFixture(bet.kind as MatchKind, clientSeed, nonce), bet as MatchBet);
    }
    default:
      throw new RangeError(`unknown game: ${String(game)}`);
  }
}
