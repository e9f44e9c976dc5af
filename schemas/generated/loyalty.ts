/* Generated from schemas/api/loyalty.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Whole points.
 *
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "Points".
 */
export type Points = number;
/**
 * Integer minor units.
 *
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "Amount".
 */
export type Amount = number;
/**
 * Chosen by the client once per action; a retry with the same id returns the first answer and moves nothing again.
 *
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "RequestId".
 */
export type RequestId = string;
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "StaffRedeemView".
 */
export type StaffRedeemView = RedeemView & {
  username: string;
  memberId: number;
  decidedBy: string | null;
};

/**
 * Loyalty points and the points mall (issue 20; spec §7 points relays). Points are whole units; cash amounts are integer minor units of the tenant currency.
 */
export interface LoyaltyApi {}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "PageQuery".
 */
export interface PageQuery {
  pageNo?: number;
  language?: string;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: string;
}
/**
 * POST /wps/relay/passwordCheck/MCS2_redeemPointReward: spend points on one mall reward.
 *
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "RedeemRequest".
 */
export interface RedeemRequest {
  rewardId: string;
  paymentPassword: string;
  requestId: RequestId;
}
/**
 * POST /wps/relay/passwordCheck/MCS2_convertPoint: points to cash at the brand's rate.
 *
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "ConvertRequest".
 */
export interface ConvertRequest {
  points: number;
  paymentPassword: string;
  requestId: RequestId;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "PointBalanceValue".
 */
export interface PointBalanceValue {
  points: Points;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "PointConfigValue".
 */
export interface PointConfigValue {
  enabled: boolean;
  currency: string;
  earn: {
    /**
     * A game category, or * for every other one.
     */
    category: string;
    /**
     * Settled turnover (minor units) per point.
     */
    turnoverPerPoint: number;
  }[];
  convert: null | {
    cashPerPoint: number;
    minPoints: number;
  };
  /**
   * Always false: points never expire (spec §9).
   */
  expires: boolean;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "RewardView".
 */
export interface RewardView {
  id: string;
  kind: 'cash' | 'bonus' | 'item';
  name: string;
  points: Points;
  amount: null | Amount;
  wageringMultiplier: null | number;
  image: string | null;
  stockLeft: null | number;
  perMember: null | number;
  redeemedByMe: number;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "RewardListValue".
 */
export interface RewardListValue {
  list: RewardView[];
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "RedeemView".
 */
export interface RedeemView {
  id: number;
  action: 'redeem' | 'convert';
  rewardId: string | null;
  name: string;
  kind: 'cash' | 'bonus' | 'item';
  points: Points;
  amount: Amount;
  currency: string;
  status: 'granted' | 'inProcess' | 'approved' | 'rejected';
  createdAt: string;
  decidedAt: string | null;
  note: string | null;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "RedeemListValue".
 */
export interface RedeemListValue {
  list: RedeemView[];
  totalPages: number;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "PointTransaction".
 */
export interface PointTransaction {
  id: number;
  /**
   * points_earn, points_redeem, points_convert, points_return, …
   */
  type: string;
  points: number;
  balanceAfter: Points;
  createdAt: string;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "PointTransactionsValue".
 */
export interface PointTransactionsValue {
  list: PointTransaction[];
  totalPages: number;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "VipLevelView".
 */
export interface VipLevelView {
  rank: number;
  name: string;
  colour: string;
  minDeposit: Amount;
  minTurnover: Amount;
  keepDeposit: Amount;
  keepTurnover: Amount;
  benefits: {
    rebatePercent: null | number;
    pointRatePercent: null | number;
    dailyWithdrawals: null | number;
    maxWithdrawal: null | Amount;
    birthdayBonus: null | Amount;
    upgradeBonus: null | Amount;
  };
}
/**
 * GET /wps/vip: the brand's VIP levels; signed in, the member's rank and this period's deposits and turnover.
 *
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "VipValue".
 */
export interface VipValue {
  enabled: boolean;
  period: 'month' | 'week';
  qualify: 'either' | 'both' | 'deposit' | 'turnover';
  levels: VipLevelView[];
  me: null | {
    rank: number;
    period: string;
    deposit: Amount;
    turnover: Amount;
    nextRank: null | number;
  };
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "StaffBrandParams".
 */
export interface StaffBrandParams {
  tenant: string;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "StaffRedeemQuery".
 */
export interface StaffRedeemQuery {
  status?: 'inProcess' | 'approved' | 'rejected' | 'granted';
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "StaffRedeemParams".
 */
export interface StaffRedeemParams {
  tenant: string;
  id: number;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "StaffRedeemDecision".
 */
export interface StaffRedeemDecision {
  decision: 'approved' | 'rejected';
  note?: string;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "StaffRedeemListValue".
 */
export interface StaffRedeemListValue {
  list: StaffRedeemView[];
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "StaffRewardParams".
 */
export interface StaffRewardParams {
  tenant: string;
  rewardId: string;
}
/**
 * A points-mall reward as the tenant file writes it (the same schema validates both).
 *
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "RewardInput".
 */
export interface LoyaltyReward {
  id: string;
  /**
   * cash and bonus are credited at once; an item (physical goods or a voucher) waits for staff.
   */
  kind: 'cash' | 'bonus' | 'item';
  points: number;
  /**
   * cash and bonus: minor units credited.
   */
  amount?: number;
  /**
   * bonus: turnover required = amount × multiplier, through the promotions bonus path.
   */
  wageringMultiplier?: number;
  /**
   * How many can ever be redeemed (rejected requests give theirs back); none: unlimited.
   */
  stock?: number;
  /**
   * How many one member may redeem (rejected requests do not count).
   */
  perMember?: number;
  name: LocalizedText;
  /**
   * A path under the brand's asset folder (/brand-assets/...) or an https URL.
   */
  image?: string;
  /**
   * Retired in the back office: off the mall and no longer redeemable; requests already made still settle (approve / reject) and the history still names it. Absent: on offer.
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
 * The brand's VIP levels as the tenant file writes them.
 *
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "VipInput".
 */
export interface Vip {
  /**
   * month: calendar months; week: Monday to Sunday; in the brand's time zone.
   */
  period: 'month' | 'week';
  /**
   * Which thresholds a level needs: either one, both, or only one kind.
   */
  qualify?: 'either' | 'both' | 'deposit' | 'turnover';
  /**
   * @minItems 1
   */
  levels: [VipLevel, ...VipLevel[]];
}
export interface VipLevel {
  rank: number;
  name: LocalizedText;
  /**
   * The member label's colour; absent: #ABABAB (spec §9).
   */
  colour?: string;
  minDeposit: number;
  minTurnover: number;
  keepDeposit?: number;
  keepTurnover?: number;
  benefits?: {
    rebatePercent?: number;
    /**
     * Shown on /vip: the level's point earning rate as a percentage of the brand's.
     */
    pointRatePercent?: number;
    dailyWithdrawals?: number;
    maxWithdrawal?: number;
    birthdayBonus?: number;
    /**
     * Cash paid once when a member first reaches this level.
     */
    upgradeBonus?: number;
  };
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "RetireRequest".
 */
export interface RetireRequest {
  retired: boolean;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "EditableReward".
 */
export interface EditableReward {
  reward: LoyaltyReward1;
  /**
   * In the staff language, else the brand's default.
   */
  name: string;
  /**
   * Some request names it: its id and kind are fixed.
   */
  redeemed: boolean;
  stockTaken: number;
  /**
   * Item requests still waiting for staff.
   */
  waiting: number;
}
export interface LoyaltyReward1 {
  id: string;
  /**
   * cash and bonus are credited at once; an item (physical goods or a voucher) waits for staff.
   */
  kind: 'cash' | 'bonus' | 'item';
  points: number;
  /**
   * cash and bonus: minor units credited.
   */
  amount?: number;
  /**
   * bonus: turnover required = amount × multiplier, through the promotions bonus path.
   */
  wageringMultiplier?: number;
  /**
   * How many can ever be redeemed (rejected requests give theirs back); none: unlimited.
   */
  stock?: number;
  /**
   * How many one member may redeem (rejected requests do not count).
   */
  perMember?: number;
  name: LocalizedText;
  /**
   * A path under the brand's asset folder (/brand-assets/...) or an https URL.
   */
  image?: string;
  /**
   * Retired in the back office: off the mall and no longer redeemable; requests already made still settle (approve / reject) and the history still names it. Absent: on offer.
   */
  retired?: boolean;
}
/**
 * This interface was referenced by `LoyaltyApi`'s JSON-Schema
 * via the `definition` "LoyaltyEditorValue".
 */
export interface LoyaltyEditorValue {
  tenantId: string;
  /**
   * The brand's languages, its default first.
   */
  languages: ('TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL')[];
  currency: {
    symbol: string;
    minorUnits: number;
  };
  /**
   * The brand's file has loyalty (earning rates): only then is there a mall to edit.
   */
  pointsEnabled: boolean;
  rewards: {
    /**
     * file: the tenant file's applies (never edited, or reset); staff: the one edited in the back office replaces it.
     */
    source: 'file' | 'staff';
    changedBy: string | null;
    changedAt: string | null;
    items: EditableReward[];
  };
  vip: {
    /**
     * file: the tenant file's applies (never edited, or reset); staff: the one edited in the back office replaces it.
     */
    source: 'file' | 'staff';
    changedBy: string | null;
    changedAt: string | null;
    value: Vip1 | null;
    /**
     * Ranks members hold now: they cannot be removed.
     */
    heldRanks: number[];
  };
}
/**
 * VIP levels (issue 20): evaluated once per ended period by the job vip-levels from the period's credited deposits and settled turnover (minor units). A member reaches the highest level whose min* thresholds the period meets, and keeps a higher current level while the period meets its keep* thresholds (default: its min* ones); else drops to what the period qualifies for. Served by GET /wps/vip (x-secret: not in the browser's config).
 */
export interface Vip1 {
  /**
   * month: calendar months; week: Monday to Sunday; in the brand's time zone.
   */
  period: 'month' | 'week';
  /**
   * Which thresholds a level needs: either one, both, or only one kind.
   */
  qualify?: 'either' | 'both' | 'deposit' | 'turnover';
  /**
   * @minItems 1
   */
  levels: [VipLevel, ...VipLevel[]];
}
