/* Generated from schemas/api/studio.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * The built-in game studio's own API (its game pages call it; it calls the portal only through the seamless wallet).
 */
export interface StudioApi {}
/**
 * A spin: the stake is betPerLine × 10 lines.
 *
 * This interface was referenced by `StudioApi`'s JSON-Schema
 * via the `definition` "SlotInput".
 */
export interface SlotInput {
  betPerLine: number;
}
/**
 * This interface was referenced by `StudioApi`'s JSON-Schema
 * via the `definition` "BaccaratInput".
 */
export interface BaccaratInput {
  /**
   * @minItems 1
   * @maxItems 3
   */
  bets:
    | [
        {
          side: 'PLAYER' | 'BANKER' | 'TIE';
          amount: number;
        }
      ]
    | [
        {
          side: 'PLAYER' | 'BANKER' | 'TIE';
          amount: number;
        },
        {
          side: 'PLAYER' | 'BANKER' | 'TIE';
          amount: number;
        }
      ]
    | [
        {
          side: 'PLAYER' | 'BANKER' | 'TIE';
          amount: number;
        },
        {
          side: 'PLAYER' | 'BANKER' | 'TIE';
          amount: number;
        },
        {
          side: 'PLAYER' | 'BANKER' | 'TIE';
          amount: number;
        }
      ];
}
/**
 * This interface was referenced by `StudioApi`'s JSON-Schema
 * via the `definition` "FishInput".
 */
export interface FishInput {
  fishId: string;
  bet: number;
}
/**
 * One bet on one outcome of the round's fixture (shown before play); the stake is `stake`, a win returns stake × odds / 100.
 *
 * This interface was referenced by `StudioApi`'s JSON-Schema
 * via the `definition` "MatchInput".
 */
export interface MatchInput {
  /**
   * The game's kind (its vendor's category: sports, esports, cockfight).
   */
  kind: 'football' | 'esports' | 'cockfight';
  /**
   * The id of the fixture the page showed (fairness.fixture.id); a round on another fixture is refused.
   */
  fixtureId: string;
  /**
   * One of the kind's outcomes: HOME, DRAW, AWAY (football); TEAM_A, TEAM_B (esports); MERON, DRAW, WALA (cockfight).
   */
  pick: 'HOME' | 'DRAW' | 'AWAY' | 'TEAM_A' | 'TEAM_B' | 'MERON' | 'WALA';
  stake: number;
}
/**
 * POST /api/studio/<VENDOR>/<game>/open
 *
 * This interface was referenced by `StudioApi`'s JSON-Schema
 * via the `definition` "StudioOpenBody".
 */
export interface StudioOpenBody {
  token: string;
}
/**
 * POST /api/studio/<VENDOR>/<game>/play; input is SlotInput, BaccaratInput, FishInput or MatchInput by the game's engine.
 *
 * This interface was referenced by `StudioApi`'s JSON-Schema
 * via the `definition` "StudioPlayBody".
 */
export interface StudioPlayBody {
  token: string;
  input: {};
}
/**
 * POST /api/studio/<VENDOR>/<game>/seed: the player's own client seed for the next rounds.
 *
 * This interface was referenced by `StudioApi`'s JSON-Schema
 * via the `definition` "StudioSeedBody".
 */
export interface StudioSeedBody {
  token: string;
  clientSeed: string;
}
/**
 * POST /api/studio/verify: recomputes a round from its revealed seed.
 *
 * This interface was referenced by `StudioApi`'s JSON-Schema
 * via the `definition` "StudioVerifyBody".
 */
export interface StudioVerifyBody {
  engine: 'slot' | 'baccarat' | 'fish' | 'match';
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  input: {};
}
