// Which engine plays a studio game, what a round stakes and what it pays. The built-in vendor's own
// games name their engine; a sandboxed third-party game is played by the engine of its category.
import type { BaccaratInput, FishInput, MatchInput, SlotInput } from '../../../../schemas/generated/studio.ts';
import { AppError } from '../../../http/app-error.ts';
import { compileApiSchema, apiSchema, fieldProblem } from '../../../http/validate.ts';
import { findVendor } from '../vendor-registry.ts';
import { vendorCatalogue } from '../vendor-catalogue.ts';
import { playBaccarat } from './engines/baccarat.ts';
import { FairStream } from './engines/fair-random.ts';
import { FISH_TYPES, shoot } from './engines/fish.ts';
import { MATCH_PICKS, matchFixture, playMatch, type MatchFixture, type MatchKind } from './engines/match.ts';
import { SLOT_LINES, spinSlot } from './engines/slot.ts';
import { ORIGINALS_GAMES, type OriginalsEngine } from './originals-catalogue.ts';

/** The most one round may stake, catalogue minor units (times the brand's stake scale). */
export const MAX_STAKE = 1_000_000;

export interface StudioGame {
  vendor: string;
  gameCode: string;
  engine: OriginalsEngine;
  names: Record<string, string>;
  /** Smallest and largest stake of a round, minor units (the brand's stake scale applied). */
  minBet: number;
  maxStake: number;
  /** Served as the built-in vendor (true) or standing in for a third-party vendor. */
  own: boolean;
  /** What a match game bets on (from its vendor's category); null for the other engines. */
  matchKind: MatchKind | null;
}

const ENGINE_OF_CATEGORY: Readonly<Record<string, OriginalsEngine>> = {
  RNG: 'slot',
  FISH: 'fish',
  PVP: 'baccarat',
  LIVE: 'baccarat',
  SPORTS: 'match',
  ESPORTS: 'match',
  COCKFIGHT: 'match',
};
const MATCH_KIND_OF_CATEGORY: Readonly<Record<string, MatchKind>> = { SPORTS: 'football', ESPORTS: 'esports', COCKFIGHT: 'cockfight' };

/** A studio game as a brand plays it: stakes times the brand's stake scale (schemas/rules/stakes.ts). */
export function studioGame(vendorCode: string, gameCode: string, stakeScale = 1): StudioGame | null {
  const vendor = findVendor(vendorCode);
  if (!vendor?.studio) return null;
  const limits = (minBet: number) => ({ minBet: minBet * stakeScale, maxStake: MAX_STAKE * stakeScale });
  if (vendor.studio === 'originals') {
    const own = ORIGINALS_GAMES.find((g) => g.vendor === vendorCode && g.gameCode === gameCode);
    return own ? { vendor: vendorCode, gameCode, engine: own.engine, names: own.names, ...limits(own.minBet), own: true, matchKind: null } : null;
  }
  const game = vendorCatalogue(vendor).find((g) => g.gameCode === gameCode);
  const engine = ENGINE_OF_CATEGORY[vendor.gameType];
  return game && engine
    ? {
        vendor: vendorCode,
        gameCode,
        engine,
        names: game.names,
        ...limits(game.minBet),
        own: false,
        matchKind: MATCH_KIND_OF_CATEGORY[vendor.gameType] ?? null,
      }
    : null;
}

/** The input schema of each engine (compiled once by the shared validator). */
const INPUT_SCHEMAS: Readonly<Record<OriginalsEngine, string>> = { slot: 'SlotInput', baccarat: 'BaccaratInput', fish: 'FishInput', match: 'MatchInput' };

const enumProblem = (field: string) =>
  new AppError(400, 'validation', {
    fields: [{ field: `input.${field}`, code: 'enum', messageKey: 'validation.enum', fallbackKey: 'errors.badRequest', params: { field } }],
  });

/** The round's input checked against its engine's schema and the game's stake limits; returns the stake. */
export function stakeOf(game: StudioGame, input: unknown, minorUnits = 2): number {
  const check = compileApiSchema(apiSchema('studio', INPUT_SCHEMAS[game.engine]));
  if (!check(input)) throw new AppError(400, 'validation', { fields: (check.errors ?? []).map((e) => fieldProblem(e, 'input')) });
  let stake: number;
  if (game.engine === 'slot') stake = (input as SlotInput).betPerLine * SLOT_LINES;
  else if (game.engine === 'fish') {
    const { fishId, bet } = input as FishInput;
    if (!FISH_TYPES.some((f) => f.id === fishId)) throw enumProblem('fishId');
    stake = bet;
  } else if (game.engine === 'match') {
    const bet = input as MatchInput;
    if (bet.kind !== game.matchKind) throw enumProblem('kind');
    if (!MATCH_PICKS[bet.kind].includes(bet.pick)) throw enumProblem('pick');
    stake = bet.stake;
  } else {
    // The generated type is a tuple (1 to 3 items); read it as the list it is.
    const bets = (input as BaccaratInput).bets as ReadonlyArray<{ side: string; amount: number }>;
    if (new Set(bets.map((b) => b.side)).size !== bets.length)
      throw new AppError(400, 'validation', {
        fields: [
          { field: 'input.bets', code: 'uniqueItems', messageKey: 'validation.uniqueItems', fallbackKey: 'errors.badRequest', params: { field: 'bets' } },
        ],
      });
    stake = bets.reduce((sum, b) => sum + b.amount, 0);
  }
  if (stake < game.minBet || stake > game.maxStake)
    throw new AppError(400, 'stakeOutOfRange', {
      params: { min: (game.minBet / 10 ** minorUnits).toFixed(minorUnits), max: (game.maxStake / 10 ** minorUnits).toFixed(minorUnits) },
    });
  return stake;
}

export interface RoundOutcome {
  payout: number;
  jackpot: boolean;
  /** What the game page shows: the grid and line wins, the cards, the catch. */
  result: unknown;
}

/** The public part of the round to be played at this seed state, shown before play: a match game's fixture. */
export function fixtureOf(game: StudioGame, clientSeed: string, nonce: number): MatchFixture | null {
  return game.matchKind ? matchFixture(game.matchKind, clientSeed, nonce) : null;
}

/** The round played from its seeds; the input has passed stakeOf. */
export function playRound(game: StudioGame, seed: { serverSeed: string; clientSeed: string; nonce: number }, input: unknown): RoundOutcome {
  const stream = new FairStream(seed.serverSeed, seed.clientSeed, seed.nonce);
  if (game.engine === 'match') {
    const { fixtureId, pick, stake } = input as MatchInput;
    const fixture = fixtureOf(game, seed.clientSeed, seed.nonce)!;
    // Another window played or changed the client seed since the page showed its fixture: no bet at odds the player did not see.
    if (fixtureId !== fixture.id) throw new AppError(409, 'fixtureChanged', { messageKey: 'studio.matchFixtureChanged' });
    const r = playMatch(stream, fixture, { fixtureId, pick, stake });
    return { payout: r.payout, jackpot: false, result: r };
  }
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

/**
 * A round recomputed from its revealed seeds, for the verification page: the input is checked as a
 * round's is, and the same playRound runs, so the result equals the round's field for field.
 */
export function verifyRound(engine: OriginalsEngine, seed: { serverSeed: string; clientSeed: string; nonce: number }, input: unknown): unknown {
  // A match input names its kind (the schema checks it); the fixture comes from the seeds, as in play.
  const matchKind = engine === 'match' ? ((input as { kind?: MatchKind } | null)?.kind ?? null) : null;
  const probe: StudioGame = { vendor: 'ORIGINALS', gameCode: 'verify', engine, names: {}, minBet: 1, maxStake: Number.MAX_SAFE_INTEGER, own: true, matchKind };
  stakeOf(probe, input);
  return playRound(probe, seed, input).result;
}
