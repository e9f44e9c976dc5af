/* Generated from schemas/api/limits.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "LimitKind".
 */
export type LimitKind = 'deposit' | 'loss' | 'wager';
/**
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "LimitPeriod".
 */
export type LimitPeriod = 'day' | 'week' | 'month';

/**
 * Player protection limits (issue 22): deposit, loss and wager limits per period, their pending increases, their history, net deposits and activity statements. Amounts are integer minor units.
 */
export interface LimitsApi {}
/**
 * /wps/limits/:kind/:period
 *
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "LimitParams".
 */
export interface LimitParams {
  kind: LimitKind;
  period: LimitPeriod;
}
/**
 * PUT /wps/limits/:kind/:period: a new amount; lower applies at once, higher after 24 hours.
 *
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "SetLimitBody".
 */
export interface SetLimitBody {
  amount: number;
}
/**
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "LimitView".
 */
export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number;
  /**
   * What the rolling window already counts (deposits; net loss; stakes).
   */
  used: number;
  pendingAmount: number | null;
  /**
   * When the pending increase or removal applies.
   */
  pendingFrom: string | null;
  pendingRemoval: boolean;
}
/**
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "LimitChangeView".
 */
export interface LimitChangeView {
  id: number;
  kind: LimitKind;
  period: LimitPeriod;
  action:
    | 'set'
    | 'decreased'
    | 'increaseRequested'
    | 'removalRequested'
    | 'increased'
    | 'removed'
    | 'cancelled'
    | 'promptDeclined';
  oldAmount: number | null;
  newAmount: number | null;
  effectiveAt: string;
  createdAt: string;
}
/**
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "LimitRules".
 */
export interface LimitRules {
  periods: LimitPeriod[];
  maximums: {
    deposit?: number;
    loss?: number;
    wager?: number;
  };
  defaults: {
    deposit?: {
      day?: number;
      week?: number;
      month?: number;
    };
    loss?: {
      day?: number;
      week?: number;
      month?: number;
    };
    wager?: {
      day?: number;
      week?: number;
      month?: number;
    };
  };
  mandatoryPrompt: 'off' | 'registration' | 'firstDeposit';
}
/**
 * Approved deposits minus paid withdrawals.
 *
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "NetDeposits".
 */
export interface NetDeposits {
  lifetime: number;
  day: number;
  week: number;
  month: number;
}
/**
 * GET /wps/limits
 *
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "LimitsValue".
 */
export interface LimitsValue {
  rules: LimitRules;
  limits: LimitView[];
  history: LimitChangeView[];
  netDeposits: NetDeposits;
  /**
   * The brand's mandatory deposit-limit prompt is still to be answered.
   */
  promptDue: boolean;
}
/**
 * This interface was referenced by `LimitsApi`'s JSON-Schema
 * via the `definition` "StaffLimitsParams".
 */
export interface StaffLimitsParams {
  tenantId: string;
  memberId: number;
}
