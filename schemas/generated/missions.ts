/* Generated from schemas/api/missions.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "Count".
 */
export type Count = number;

/**
 * Missions (issue 20; spec §7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard). Amounts are integer minor units of the tenant currency; points are whole units.
 */
export interface MissionsApi {}
/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: string;
}
/**
 * POST /wps/relay/MCSFE_claimMission: the reward of a completed mission of its current period, once.
 *
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "ClaimRequest".
 */
export interface ClaimRequest {
  missionId: string;
}
/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "MissionView".
 */
export interface MissionView {
  id: string;
  name: string;
  period: 'daily' | 'weekly' | 'once';
  task: 'bet' | 'deposit' | 'rounds' | 'loginStreak';
  category: string | null;
  gameCode: string | null;
  target: Count;
  /**
   * Capped at the target once complete.
   */
  progress: number;
  score: Count;
  rewardPoints: Count;
  /**
   * Bonus amount (minor units), 0: none.
   */
  rewardBonus: number;
  status: 'inProgress' | 'claimable' | 'claimed';
  /**
   * The view is of the previous period (yesterday, last week): complete, not claimed, claimable until the current period ends.
   */
  previousPeriod: boolean;
}
/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "MissionSummaryValue".
 */
export interface MissionSummaryValue {
  missions: MissionView[];
  claimable: Count;
  /**
   * The member's mission score this week.
   */
  score: number;
}
/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "LeaderboardValue".
 */
export interface LeaderboardValue {
  /**
   * The Monday (brand time zone) that starts the ranked week.
   */
  period: string;
  list: {
    rank: number;
    customerName: string;
    score: Count;
  }[];
}
/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "StaffBrandParams".
 */
export interface StaffBrandParams {
  tenant: string;
}
/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "StaffMissionParams".
 */
export interface StaffMissionParams {
  tenant: string;
  missionId: string;
}
/**
 * A mission as the tenant file writes it (the same schema validates both).
 *
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "MissionInput".
 */
export interface Mission {
  id: string;
  /**
   * daily and weekly restart at local midnight / Monday in the brand's time zone; once never restarts.
   */
  period: 'daily' | 'weekly' | 'once';
  /**
   * bet: settled turnover (minor units) on `category`; deposit: credited deposits (minor units); rounds: settled rounds of `gameCode` (any game without it); loginStreak: sign-ins on consecutive local days.
   */
  task: 'bet' | 'deposit' | 'rounds' | 'loginStreak';
  target: number;
  /**
   * bet and rounds: only this game category (none: every category).
   */
  category?: string;
  /**
   * rounds: only this game.
   */
  gameCode?: string;
  /**
   * Leaderboard score the member gets when the mission completes.
   */
  score: number;
  /**
   * Loyalty points (PTS) credited on claim.
   */
  rewardPoints?: number;
  /**
   * A bonus with wagering credited on claim through the promotions bonus path.
   */
  rewardBonus?: {
    amount: number;
    wageringMultiplier: number;
  };
  name: LocalizedText;
  /**
   * Retired in the back office: no longer shown or counted; a completed, unclaimed period stays claimable (the member earned it). Absent: active.
   */
  retired?: boolean;
}
/**
 * Text per language; the brand's default language is the fallback.
 */
export interface LocalizedText {
  /**
   * This interface was referenced by `LocalizedText`'s JSON-Schema definition
   * via the `patternProperty` "^(TY|EN|CN|ID|TH|VI|FIL)$".
   */
  [k: string]: string;
}
/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "RetireRequest".
 */
export interface RetireRequest {
  retired: boolean;
}
/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "EditableMission".
 */
export interface EditableMission {
  mission: Mission1;
  name: string;
  /**
   * Some member's progress is kept under it: its id, period and task are fixed.
   */
  counted: boolean;
}
export interface Mission1 {
  id: string;
  /**
   * daily and weekly restart at local midnight / Monday in the brand's time zone; once never restarts.
   */
  period: 'daily' | 'weekly' | 'once';
  /**
   * bet: settled turnover (minor units) on `category`; deposit: credited deposits (minor units); rounds: settled rounds of `gameCode` (any game without it); loginStreak: sign-ins on consecutive local days.
   */
  task: 'bet' | 'deposit' | 'rounds' | 'loginStreak';
  target: number;
  /**
   * bet and rounds: only this game category (none: every category).
   */
  category?: string;
  /**
   * rounds: only this game.
   */
  gameCode?: string;
  /**
   * Leaderboard score the member gets when the mission completes.
   */
  score: number;
  /**
   * Loyalty points (PTS) credited on claim.
   */
  rewardPoints?: number;
  /**
   * A bonus with wagering credited on claim through the promotions bonus path.
   */
  rewardBonus?: {
    amount: number;
    wageringMultiplier: number;
  };
  name: LocalizedText;
  /**
   * Retired in the back office: no longer shown or counted; a completed, unclaimed period stays claimable (the member earned it). Absent: active.
   */
  retired?: boolean;
}
/**
 * This interface was referenced by `MissionsApi`'s JSON-Schema
 * via the `definition` "MissionEditorValue".
 */
export interface MissionEditorValue {
  tenantId: string;
  languages: ('TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL')[];
  /**
   * file: the tenant file's applies (never edited, or reset); staff: the one edited in the back office replaces it.
   */
  source: 'file' | 'staff';
  changedBy: string | null;
  changedAt: string | null;
  items: EditableMission[];
  /**
   * Bet and deposit targets and the bonus are minor units of it.
   */
  currency: {
    symbol: string;
    minorUnits: number;
  };
}
