// Which engine plays a studio game, what a round stakes and what it pays. The built-in vendor's own
// games name their engine; a sandboxed third-party game is played by the engine of its category.
import type { BaccaratInput, FishInput, SlotInput } from '../../../../schemas/generated/studio.ts';
import { AppError } from '../../../http/app-error.ts';
import { compileApiSchema, apiSchema, fieldProblem } from '../../../http/validate.ts';
import { findVendor } from '../../../features/games/vendor-registry.ts';
import { vendorCatalogue } from '../vendor-catalogue.ts';
import { playBaccarat } from './engines/baccarat.ts';
import type { RandomSource } from './engines/fair-random.ts';
import { FISH_TYPES, shoot } from './engines/fish.ts';
import { SLOT_LINES, spinSlot } from './engines/slot.ts';
import { ORIGINALS_GAMES, type OriginalsEngine } from './originals-catalogue.ts';

/** The most one round may stake, minor units. */
export const MAX_STAKE = 1_000_000;

export interface StudioGame {
  vendor: string;
  gameCode: string;
  engine: OriginalsEngine;
  names: Record<string, string>;
  /** Smallest stake of a round, minor units. */
  minBet: number;
  /** Served as the built-in vendor (true) or standing in for a third-party vendor. */
  own: boolean;
}

const ENGINE_OF_CATEGORY: Readonly<Record<string, OriginalsEngine>> = { RNG: 'slot', FISH: 'fish', PVP: 'baccarat', LIVE: 'baccarat' };

export function studioGame(vendorCode: string, gameCode: string): StudioGame | null {
  const vendor = findVendor(vendorCode);
  if (!vendor?.studio) return null;
  if (vendor.studio === 'originals') {
    const own = ORIGINALS_GAMES.find((g) => g.vendor === vendorCode && g.gameCode === gameCode);
    return own ? { vendor: vendorCode, gameCode, engine: own.engine, names: own.names, minBet: own.minBet, own: true } : null;
  }
  const game = vendorCatalogue(vendor).find((g) => g.gameCode === gameCode);
  const engine = ENGINE_OF_CATEGORY[vendor.gameType];
  return game && engine ? { vendor: vendorCode, gameCode, engine, names: game.names, minBet: game.minBet, own: false } : null;
}

/** The input schema of each engine (compiled once by the shared validator). */
const INPUT_SCHEMAS: Readonly<Record<OriginalsEngine, string>> = { slot: 'SlotInput', baccarat: 'BaccaratInput', fish: 'FishInput' };

/** The round's input checked against its engine's schema and the game's stake limits; returns the stake. */
export function stakeOf(game: StudioGame, input: unknown, minorUnits = 2): number {
  const check = compileApiSchema(apiSchema('studio', INPUT_SCHEMAS[game.engine]));
  if (!check(input)) throw new AppError(400, 'validation', { fields: (check.errors ?? []).map((e) => fieldProblem(e, 'input')) });
  let stake: number;
  if (game.engine === 'slot') stake = (input as SlotInput).betPerLine * SLOT_LINES;
  else if (game.engine === 'fish') {
    const { fishId, bet } = input as FishInput;
    if (!FISH_TYPES.some((f) => f.id === fishId)) throw new AppError(400, 'validation', { fields: [{ field: 'input.fishId', code: 'enum', messageKey: 'validation.enum', fallbackKey: 'errors.badRequest', params: { field: 'fishId' } }] });
    stake = bet;
  } else {
    // The generated type is a tuple (1 to 3 items); read it as the list it is.
    const bets = (input as BaccaratInput).bets as ReadonlyArray<{ side: string; amount: number }>;
    if (new Set(bets.map((b) => b.side)).size !== bets.length) throw new AppError(400, 'validation', { fields: [{ field: 'input.bets', code: 'uniqueItems', messageKey: 'validation.uniqueItems', fallbackKey: 'errors.badRequest', params: { field: 'bets' } }] });
    stake = bets.reduce((sum, b) => sum + b.amount, 0);
  }
  if (stake < game.minBet || stake > MAX_STAKE) throw new AppError(400, 'stakeOutOfRange', { params: { min: (game.minBet / 10 ** minorUnits).toFixed(minorUnits), max: (MAX_STAKE / 10 ** minorUnits).toFixed(minorUnits) } });
  return stake;
}

export interface RoundOutcome {
  payout: number;
  jackpot: boolean;
  /** What the game page shows: the grid and line wins, the cards, the catch. */
  result: unknown;
}

export function playRound(game: StudioGame, stream: RandomSource, input: unknown): RoundOutcome {
  if (game.engine === 'slot') {
    const r = spinSlot(stream, (input as SlotInput).betPerLine);
    return { payout: r.totalPayout, jackpot: r.jackpotHit, result: r };
  }
  if (game.engine === 'fish') {
    const { fishId, bet } = input as FishInput;
    const r = shoot(stream, fishId, bet);
    return { payout: r.payout, jackpot: false, result: { ...r, fishId } };
  }
  const r = playBaccarat(stream, [...(input as BaccaratInput).bets]);
  return { payout: r.totalPayout, jackpot: false, result: r };
}
