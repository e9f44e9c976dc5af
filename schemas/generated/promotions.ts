/* Generated from schemas/api/promotions.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Integer minor units.
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "Amount".
 */
export type Amount = number;
/**
 * The spec's promotion filters (besides 'all').
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "PromotionCategory".
 */
export type PromotionCategory =
  | 'other'
  | 'sports'
  | 'live'
  | 'slots'
  | 'cards'
  | 'fish'
  | 'lotto'
  | 'rebate'
  | 'pointsMall'
  | 'ranking'
  | 'deposit'
  | 'appDownload'
  | 'newbie'
  | 'game';
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "PromotionTag".
 */
export type PromotionTag = 'NEWBIE' | 'LIMITED' | 'SPECIAL_OFFER' | 'DAILY' | 'HIGH_REBATE' | 'VIP';
/**
 * What a referred friend did: signed up, made a first deposit of at least the threshold, reached the settled turnover threshold.
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ReferralMilestone".
 */
export type ReferralMilestone = 'registered' | 'firstDeposit' | 'turnover';

/**
 * Shapes of the promotions and bonus endpoints (spec §2 promotions, promoDetail, bonusDetails; issue 19). Amounts are integer minor units of the tenant currency.
 */
export interface PromotionsApi {}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "PromotionCard".
 */
export interface PromotionCard {
  id: string;
  type: 'deposit' | 'newbie' | 'rebate' | 'raffle' | 'appDownload' | 'ranking' | 'referral' | 'apply';
  category: PromotionCategory;
  tags: PromotionTag[];
  /**
   * In the request language.
   */
  title: string;
  summary: string;
  imageUrl?: string;
  startsAt?: string;
  endsAt?: string;
  enrolment: 'auto' | 'join';
  /**
   * The activity status for the viewer (spec §3): the detail page's action button follows it.
   */
  status:
    | 'join'
    | 'joined'
    | 'claim'
    | 'claimed'
    | 'applying'
    | 'issued'
    | 'rejected'
    | 'process'
    | 'closed'
    | 'coming';
}
/**
 * The figures of the rule, for the detail page's summary table.
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "PromotionTerms".
 */
export interface PromotionTerms {
  awardKind: 'bonus' | 'cash';
  percentBasisPoints?: number;
  fixedAmount?: Amount;
  cap?: Amount;
  minDeposit?: Amount;
  depositWhich?: 'first' | 'daily' | 'reload';
  /**
   * The names of the VIP levels that may take part (eligibility.vipLevels), lowest first.
   */
  vipLevels?: string[];
  wageringMultiplier?: number;
  wageringBase?: 'bonus' | 'bonusAndDeposit';
  /**
   * Percent of a settled stake that counts toward wagering, per game category (RNG, LIVE, …); a category left out counts 100.
   */
  weights?: {
    [k: string]: number;
  };
  expiresInDays?: number;
  perMember?: number;
  perDay?: number;
  /**
   * One reward per person: accounts sharing a verified mobile or a bank card count as one.
   */
  onePerPerson?: boolean;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "PromotionDetail".
 */
export interface PromotionDetail {
  id: string;
  type: 'deposit' | 'newbie' | 'rebate' | 'raffle' | 'appDownload' | 'ranking' | 'referral' | 'apply';
  category: PromotionCategory;
  tags: PromotionTag[];
  /**
   * In the request language.
   */
  title: string;
  summary: string;
  imageUrl?: string;
  startsAt?: string;
  endsAt?: string;
  enrolment: 'auto' | 'join';
  /**
   * The activity status for the viewer (spec §3): the detail page's action button follows it.
   */
  status:
    | 'join'
    | 'joined'
    | 'claim'
    | 'claimed'
    | 'applying'
    | 'issued'
    | 'rejected'
    | 'process'
    | 'closed'
    | 'coming';
  /**
   * The rules in the request language, one paragraph each.
   */
  rules: string[];
  terms: PromotionTerms;
  application?: ApplicationView;
}
/**
 * The viewer's latest application to an apply activity.
 */
export interface ApplicationView {
  id: number;
  promotionId: string;
  status: 'applying' | 'issued' | 'rejected' | 'claimed';
  comment?: string;
  imageCount: number;
  amount?: Amount;
  /**
   * The staff's reason for a rejection.
   */
  reason?: string;
  createdAt: string;
  decidedAt?: string;
  /**
   * The reward to claim once issued.
   */
  rewardId?: number;
}
/**
 * GET /wps/promotions
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "PromotionListValue".
 */
export interface PromotionListValue {
  list: PromotionCard[];
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "PromotionListQuery".
 */
export interface PromotionListQuery {
  language?: string;
  category?: PromotionCategory;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "PromotionIdParams".
 */
export interface PromotionIdParams {
  id: string;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: string;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "BonusView".
 */
export interface BonusView {
  id: number;
  promotionId: string;
  /**
   * The promotion's title in the request language.
   */
  title: string;
  amount: Amount;
  wageringRequired: Amount;
  wageringDone: Amount;
  state: 'active' | 'cleared' | 'forfeited' | 'expired' | 'cancelled';
  grantedAt: string;
  expiresAt?: string;
  closedAt?: string;
  forfeitedAmount?: Amount;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "BonusListQuery".
 */
export interface BonusListQuery {
  pageNo?: number;
  language?: string;
}
/**
 * GET /wps/bonuses
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "BonusListValue".
 */
export interface BonusListValue {
  list: BonusView[];
  totalPages: number;
  hold: WageringHold;
}
/**
 * While a bonus is active, withdrawals wait: how much weighted turnover is still to play.
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "WageringHold".
 */
export interface WageringHold {
  active: boolean;
  remainingTurnover: Amount;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "BonusIdParams".
 */
export interface BonusIdParams {
  id: number;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ForfeitRequest".
 */
export interface ForfeitRequest {
  /**
   * The player confirmed giving the bonus up.
   */
  confirm: true;
}
/**
 * A reward waiting in the reward centre (a manual rebate period, an approved application): the player claims it.
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ClaimableReward".
 */
export interface ClaimableReward {
  id: number;
  promotionId: string;
  title: string;
  amount: Amount;
  awardKind: 'bonus' | 'cash';
  source?: 'rebate' | 'application';
  state: 'claimable' | 'claimed' | 'expired';
  createdAt: string;
  expiresAt?: string;
  claimedAt?: string;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "RewardListQuery".
 */
export interface RewardListQuery {
  pageNo?: number;
  language?: string;
}
/**
 * GET /wps/rewards (rewardCenter)
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "RewardListValue".
 */
export interface RewardListValue {
  list: ClaimableReward[];
  totalPages: number;
  /**
   * The badge on the member centre's reward entry.
   */
  claimableCount: number;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "RewardIdParams".
 */
export interface RewardIdParams {
  id: number;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "RebateCategoryLine".
 */
export interface RebateCategoryLine {
  /**
   * Game category (RNG, LIVE, …).
   */
  category: string;
  turnover: Amount;
  rateBasisPoints: number;
  amount: Amount;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "RebateView".
 */
export interface RebateView {
  promotionId: string;
  title: string;
  period: 'daily' | 'weekly';
  claim: 'auto' | 'manual';
  /**
   * The running period: the brand-local day (YYYY-MM-DD) or the ISO week's Monday.
   */
  periodKey: string;
  /**
   * Settled turnover not yet rebated in the running period, per category.
   */
  lines: RebateCategoryLine[];
  total: Amount;
  cap?: Amount;
}
/**
 * GET /wps/rebate (manualRebate): the running period's rebate per rebate promotion.
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "RebateListValue".
 */
export interface RebateListValue {
  list: RebateView[];
}
/**
 * POST /wps/rebate/:id/claim
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "RebateClaimValue".
 */
export interface RebateClaimValue {
  amount: Amount;
  rebate: RebateView;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ApplicationRequest".
 */
export interface ApplicationRequest {
  /**
   * At most 140 characters (spec §8).
   */
  comment?: string;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ApplicationView".
 */
export interface ApplicationView1 {
  id: number;
  promotionId: string;
  status: 'applying' | 'issued' | 'rejected' | 'claimed';
  comment?: string;
  imageCount: number;
  amount?: Amount;
  /**
   * The staff's reason for a rejection.
   */
  reason?: string;
  createdAt: string;
  decidedAt?: string;
  /**
   * The reward to claim once issued.
   */
  rewardId?: number;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ReferralMilestoneRule".
 */
export interface ReferralMilestoneRule {
  on: ReferralMilestone;
  threshold?: Amount;
  amount: Amount;
  friendAmount?: Amount;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ReferralProgramme".
 */
export interface ReferralProgramme {
  promotionId: string;
  title: string;
  summary: string;
  awardKind: 'bonus' | 'cash';
  milestones: ReferralMilestoneRule[];
  maxFriends?: number;
  endsAt?: string;
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ReferredFriendView".
 */
export interface ReferredFriendView {
  /**
   * The friend's account, masked (ab***yz).
   */
  account: string;
  joinedAt: string;
  /**
   * The milestones the friend has reached in any running referral promotion.
   */
  milestones: ReferralMilestone[];
  earned: Amount;
}
/**
 * GET /wps/promotions/referral/overview (member centre 'referral'): the member's own referral code, the brand's open referral promotions, the friends invited (newest first, at most 200) and what they earned the member.
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ReferralOverview".
 */
export interface ReferralOverview {
  /**
   * The member's personal referral code: the invite link is the register page with ?referralCode=<code>.
   */
  code: string;
  programmes: ReferralProgramme[];
  friends: ReferredFriendView[];
  totals: {
    friends: number;
    rewardedFriends: number;
    earned: Amount;
  };
}
/**
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "ApplicationIdParams".
 */
export interface ApplicationIdParams {
  id: number;
}
/**
 * GET /wps/games/announcements: the promotions a game category's page announces (spec §7 games announcements).
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "GamesAnnouncementsQuery".
 */
export interface GamesAnnouncementsQuery {
  gameType: import('./tenant.ts').CategoryId;
  language?: string;
}
/**
 * Open promotions for the category (its own category, a rebate that rates it, or a promotion for every game), as every visitor sees them; at most 4, in the brand's order.
 *
 * This interface was referenced by `PromotionsApi`'s JSON-Schema
 * via the `definition` "GamesAnnouncementsValue".
 */
export interface GamesAnnouncementsValue {
  promotion: PromotionCard[];
}
