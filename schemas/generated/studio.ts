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
 * POST /api/studio/<VENDOR>/<game>/open
 *
 * This interface was referenced by `StudioApi`'s JSON-Schema
 * via the `definition` "StudioOpenBody".
 */
export interface StudioOpenBody {
  token: string;
}
/**
 * POST /api/studio/<VENDOR>/<game>/play; input is SlotInput, BaccaratInput or FishInput by the game's engine.
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
  engine: 'slot' | 'baccarat' | 'fish';
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  input: {};
}
