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
