/* Generated from schemas/api/promotion-admin.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "Amount".
 */
export type Amount = number;
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "Reason".
 */
export type Reason = string;

/**
 * Back-office shapes of the promotions pages (issue 19 item 5): applications to review, grants, bonuses and their cancellation. Amounts are integer minor units.
 */
export interface PromotionAdminApi {}
/**
 * The brand's money display, for the page to show amounts and to read a typed amount in major units (e.g. $ with 2 minor units, ₫ with 0).
 *
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "Currency".
 */
export interface Currency {
  symbol: string;
  minorUnits: number;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "BrandParams".
 */
export interface BrandParams {
  tenant: string;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "ItemParams".
 */
export interface ItemParams {
  tenant: string;
  id: number;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "ImageParams".
 */
export interface ImageParams {
  tenant: string;
  id: number;
  position: number;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "ApplicationListQuery".
 */
export interface ApplicationListQuery {
  status?: 'applying' | 'issued' | 'rejected' | 'claimed' | 'all';
  page?: number;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "StaffApplication".
 */
export interface StaffApplication {
  id: number;
  promotionId: string;
  promotionTitle: string;
  memberId: number;
  account: string;
  status: 'applying' | 'issued' | 'rejected' | 'claimed';
  comment?: string;
  imageCount: number;
  amount?: Amount;
  maxAmount?: Amount;
  reason?: string;
  decidedBy?: string;
  createdAt: string;
  decidedAt?: string;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "ApplicationPage".
 */
export interface ApplicationPage {
  items: StaffApplication[];
  totalPages: number;
  currency: Currency;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "ApplicationDecision".
 */
export interface ApplicationDecision {
  decision: 'approve' | 'reject';
  /**
   * Required to approve; at most the activity's maxAmount.
   */
  amount?: number;
  reason?: Reason;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "GrantListQuery".
 */
export interface GrantListQuery {
  promotionId?: string;
  account?: string;
  page?: number;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "StaffGrant".
 */
export interface StaffGrant {
  id: number;
  promotionId: string;
  promotionTitle: string;
  memberId: number;
  account: string;
  kind: 'bonus' | 'cash';
  amount: Amount;
  /**
   * Why a referral or app-download grant was paid: the referrer's reward for a friend's milestone, the friend's own reward (naming the referrer), or the first sign-in from the app.
   */
  reason?: {
    type: 'referrer' | 'friend' | 'app';
    milestone?: 'registered' | 'firstDeposit' | 'turnover';
    /**
     * The friend (type referrer) or the referrer (type friend).
     */
    otherAccount?: string;
    platform?: 'android' | 'ios';
  };
  createdAt: string;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "GrantPage".
 */
export interface GrantPage {
  items: StaffGrant[];
  totalPages: number;
  /**
   * Per promotion: how many grants and how much, over the filter.
   */
  totals: {
    promotionId: string;
    /**
     * The promotion's title, as in the rows' promotionTitle (so a total whose rows are on another page still has a name).
     */
    promotionTitle?: string;
    count: number;
    amount: Amount;
  }[];
  currency: Currency;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "BonusListQuery".
 */
export interface BonusListQuery {
  state?: 'active' | 'cleared' | 'forfeited' | 'expired' | 'cancelled' | 'all';
  account?: string;
  page?: number;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "StaffBonus".
 */
export interface StaffBonus {
  id: number;
  promotionId: string;
  promotionTitle: string;
  memberId: number;
  account: string;
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
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "BonusPage".
 */
export interface BonusPage {
  items: StaffBonus[];
  totalPages: number;
  currency: Currency;
}
/**
 * Two steps: the page shows what is taken back, then the member of staff confirms by typing the player's account.
 *
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "BonusCancelRequest".
 */
export interface BonusCancelRequest {
  reason: Reason;
  confirmAccount: string;
}
