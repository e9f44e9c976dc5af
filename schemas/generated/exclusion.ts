/* Generated from schemas/api/exclusion.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "ExclusionKind".
 */
export type ExclusionKind = 'timeout' | 'self' | 'operator';
/**
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "TimeOutPeriod".
 */
export type TimeOutPeriod = '24h' | '7d' | '30d';
/**
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "SelfExclusionPeriod".
 */
export type SelfExclusionPeriod = '6m' | '1y' | '5y' | 'permanent';
/**
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "ExclusionPeriod".
 */
export type ExclusionPeriod = '24h' | '7d' | '30d' | '6m' | '1y' | '5y' | 'permanent';

/**
 * Player protection, exclusion half (issue 22): time-out, self-exclusion, operator exclusion, reality checks and session time limit.
 */
export interface ExclusionApi {}
/**
 * POST /wps/member/responsible-gaming/exclusion: a time-out (24h, 7d, 30d) or self-exclusion (6m, 1y, 5y, permanent), in force at once; it ends every session of the member.
 *
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "ExclusionRequest".
 */
export interface ExclusionRequest {
  kind: 'timeout' | 'self';
  period: ExclusionPeriod;
}
/**
 * PUT /wps/member/responsible-gaming/settings: the reality-check interval and the session time limit (null: none), each one of the brand's choices.
 *
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "SettingsRequest".
 */
export interface SettingsRequest {
  realityCheckMinutes: number | null;
  sessionLimitMinutes: number | null;
}
/**
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "Exclusion".
 */
export interface Exclusion {
  id: number;
  kind: ExclusionKind;
  period: ExclusionPeriod;
  startsAt: string;
  /**
   * The chosen end; null for permanent.
   */
  endsAt: string | null;
  /**
   * In force until then; null: until further notice (permanent, or a self-exclusion whose lifting was not asked for).
   */
  activeUntil: string | null;
  liftRequestedAt: string | null;
  reason: string;
  staff: string | null;
}
/**
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "ExclusionState".
 */
export interface ExclusionState {
  excluded: boolean;
  /**
   * The exclusion in force that lasts longest.
   */
  current: Exclusion | null;
  /**
   * A self-exclusion whose chosen end has passed and whose lifting was not asked for yet.
   */
  canRequestLift: boolean;
}
/**
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "RgOptions".
 */
export interface RgOptions {
  realityCheckMinutes: number[];
  sessionLimitMinutes: number[];
  timeOutPeriods: TimeOutPeriod[];
  selfExclusionPeriods: SelfExclusionPeriod[];
}
/**
 * GET /wps/member/responsible-gaming: the member's exclusion, settings and the brand's choices.
 *
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "RgState".
 */
export interface RgState {
  exclusion: ExclusionState;
  /**
   * This session is withdrawal-only (signed in while excluded).
   */
  restricted: boolean;
  realityCheckMinutes: number | null;
  sessionLimitMinutes: number | null;
  sessionStartedAt: string;
  options: RgOptions;
  /**
   * This session ends then (the session time limit in force when it started); null: no limit.
   */
  sessionEndsAt: string | null;
}
/**
 * GET /wps/member/responsible-gaming/session: this session's time, stakes and net result (wins minus stakes), real money only.
 *
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "SessionSummary".
 */
export interface SessionSummary {
  startedAt: string;
  minutes: number;
  stakes: number;
  net: number;
}
/**
 * POST /bo/api/brands/:tenant/players/:id/exclusions: an operator exclusion (players.write), audited.
 *
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "StaffExclusionRequest".
 */
export interface StaffExclusionRequest {
  period: ExclusionPeriod;
  /**
   * Why: kept in the audit.
   */
  reason: string;
}
/**
 * GET /bo/api/brands/:tenant/players/:id/exclusions: the state and every exclusion, newest first.
 *
 * This interface was referenced by `ExclusionApi`'s JSON-Schema
 * via the `definition` "StaffExclusionView".
 */
export interface StaffExclusionView {
  state: ExclusionState;
  history: Exclusion[];
}
