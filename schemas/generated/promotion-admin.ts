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
 * scheduled: before its start; running: open now; paused: by staff; ended: past its end.
 *
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "PromotionState".
 */
export type PromotionState = 'scheduled' | 'running' | 'paused' | 'ended';

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
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "PromotionItemParams".
 */
export interface PromotionItemParams {
  tenant: string;
  promotionId: string;
}
/**
 * A promotion as the tenant file writes it (the same schema validates both); on an update the id in the path must match.
 *
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "PromotionInput".
 */
export interface Promotion {
  /**
   * Stable id: grants are keyed by it, so never reuse one for another promotion.
   */
  id: string;
  /**
   * deposit: a percent of a credited deposit up to a cap (first, daily or reload); newbie: a fixed amount on registration; rebate: a percent of settled turnover per category, daily or weekly, paid by a job or claimed on the manualRebate page; apply: players apply (comment, images), staff approve with an amount, the player claims it in the reward centre; raffle: qualifying activity earns draw chances, each drawn from a weighted prize table (provably fair, MCS2_claimRafflePromotion); ranking: a leaderboard of settled turnover over a period, prizes by rank paid by a job once the period ends; referral: invite friends — each milestone a referred friend reaches pays the referrer (and optionally the friend), see `referral`; appDownload: award.fixedAmount once per member, the first time the member signs in from the brand's app (see `appDownload`).
   */
  type: 'deposit' | 'newbie' | 'rebate' | 'apply' | 'raffle' | 'ranking' | 'referral' | 'appDownload';
  category:
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
  tags?: ('NEWBIE' | 'LIMITED' | 'SPECIAL_OFFER' | 'DAILY' | 'HIGH_REBATE' | 'VIP')[];
  title: LocalizedText;
  summary: LocalizedText;
  /**
   * The rules, one paragraph each.
   *
   * @minItems 1
   * @maxItems 30
   */
  rules: [LocalizedText, ...LocalizedText[]];
  /**
   * A path under the brand's asset folder (/brand-assets/...) or an https URL.
   */
  image?: string;
  startsAt?: string;
  endsAt?: string;
  /**
   * A paused promotion is off the players' list and grants nothing until it is resumed (back office); its bonuses keep running.
   */
  paused?: boolean;
  /**
   * join: only players who pressed Join on the promotion before the event get it.
   */
  enrolment?: 'auto' | 'join';
  eligibility?: {
    /**
     * Only players registered at most this many days before the event (new players).
     */
    registeredWithinDays?: number;
    /**
     * Only members whose current VIP level (rank, see vip.levels) is one of these get it, join it or claim it.
     *
     * @minItems 1
     */
    vipLevels?: [number, ...number[]];
  };
  deposit?: {
    /**
     * first: the player's first credited deposit; daily: the first deposit of each brand-local day; reload: every deposit after the first.
     */
    which: 'first' | 'daily' | 'reload';
    minAmount?: number;
  };
  award: {
    /**
     * bonus: carries the wagering requirement; cash: withdrawable at once.
     */
    kind: 'bonus' | 'cash';
    percentBasisPoints?: number;
    fixedAmount?: number;
    cap?: number;
  };
  wagering?: {
    multiplier: number;
    base?: 'bonus' | 'bonusAndDeposit';
    /**
     * Percent of a settled stake that counts, per category; a category left out counts 100.
     */
    weights?: {
      /**
       * This interface was referenced by `undefined`'s JSON-Schema definition
       * via the `patternProperty` "^(RNG|LIVE|FISH|PVP|SPORTS|ESPORTS|COCKFIGHT|ELOTT|LOTT)$".
       */
      [k: string]: number;
    };
    expiresInDays?: number;
  };
  limits?: {
    perMember?: number;
    perDay?: number;
    /**
     * One person, one reward: refused to an account that shares a verified mobile or a bank card number (ever bound) with another account that already had this promotion.
     */
    onePerPerson?: boolean;
  };
  rebate?: {
    /**
     * Brand-local days (settings.timeZone) or ISO weeks from Monday.
     */
    period: 'daily' | 'weekly';
    /**
     * auto: paid by a job once the period has ended; manual: the player claims what has accrued (manualRebate), any time until claimWithinDays after the period.
     */
    claim: 'auto' | 'manual';
    /**
     * Rebate per category in basis points of settled turnover (80 = 0.8 %); a category left out earns none.
     */
    ratesBasisPoints: {
      /**
       * This interface was referenced by `undefined`'s JSON-Schema definition
       * via the `patternProperty` "^(RNG|LIVE|FISH|PVP|SPORTS|ESPORTS|COCKFIGHT|ELOTT|LOTT)$".
       */
      [k: string]: number;
    };
    capPerPeriod?: number;
    claimWithinDays?: number;
  };
  apply?: {
    /**
     * The most staff may approve for one application.
     */
    maxAmount: number;
    claimWithinDays?: number;
  };
  /**
   * Lucky draw: chances earned in the promotion's dates, each spent on one draw from the prize table (chance of a prize = its weight / the sum of the weights of the prizes still in stock). Each prize says its own kind; the promotion's wagering applies to its bonus prizes (set award.kind to bonus when it has wagering).
   */
  raffle?: {
    earn: {
      /**
       * One chance per this much settled turnover in a brand-local day (in the categories below).
       */
      turnoverPerChance?: number;
      /**
       * One chance per credited deposit of at least this much.
       */
      depositMin?: number;
      /**
       * The game categories whose turnover counts; absent: all.
       *
       * @minItems 1
       */
      categories?: [
        'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT',
        ...('RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT')[]
      ];
      /**
       * The most chances one member earns in a brand-local day, however they are earned.
       */
      maxChancesPerDay: number;
    };
    /**
     * @minItems 1
     * @maxItems 32
     */
    prizes: [
      {
        id: string;
        name: LocalizedText;
        /**
         * cash: withdrawable at once; bonus: carries the promotion's wagering; none: better luck next time.
         */
        kind: 'cash' | 'bonus' | 'none';
        /**
         * Required for cash and bonus prizes.
         */
        amount?: number;
        weight: number;
        /**
         * How many of this prize the promotion gives in all; once gone it leaves the draw. Absent: unlimited.
         */
        stock?: number;
      },
      ...{
        id: string;
        name: LocalizedText;
        /**
         * cash: withdrawable at once; bonus: carries the promotion's wagering; none: better luck next time.
         */
        kind: 'cash' | 'bonus' | 'none';
        /**
         * Required for cash and bonus prizes.
         */
        amount?: number;
        weight: number;
        /**
         * How many of this prize the promotion gives in all; once gone it leaves the draw. Absent: unlimited.
         */
        stock?: number;
      }[]
    ];
  };
  /**
   * Leaderboard of settled turnover; the award's kind (cash or bonus) is the prizes' kind. Ties: who reached the turnover first ranks higher.
   */
  ranking?: {
    /**
     * daily: brand-local days; weekly: ISO weeks from Monday; custom: one period from startsAt to endsAt (both required).
     */
    period: 'daily' | 'weekly' | 'custom';
    /**
     * The game categories whose turnover counts; absent: all.
     *
     * @minItems 1
     */
    categories?: [
      'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT',
      ...('RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT')[]
    ];
    /**
     * The least turnover in the period to be ranked.
     */
    minTurnover: number;
    /**
     * @minItems 1
     * @maxItems 50
     */
    prizes: [
      {
        fromRank: number;
        toRank: number;
        amount: number;
      },
      ...{
        fromRank: number;
        toRank: number;
        amount: number;
      }[]
    ];
  };
  /**
   * Invite friends (type referral). A friend is a member who registered with the referrer's personal referral code; trial accounts never count, nobody refers themself, a friend has one referrer ever. Each milestone pays once per (promotion, friend).
   */
  referral?: {
    /**
     * @minItems 1
     * @maxItems 3
     */
    milestones:
      | [
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          }
        ]
      | [
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          },
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          }
        ]
      | [
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          },
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          },
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          }
        ];
    /**
     * The most friends that pay one referrer in this promotion; a further friend's milestones are still shown, unpaid.
     */
    maxFriends?: number;
  };
  /**
   * App-download bonus (type appDownload): award.fixedAmount once per member, on the first sign-in from the brand's app. The app proves itself with the X-App-Client header signed with secrets.appClientKey (see the README's design section for exactly what that proves).
   */
  appDownload?: {
    /**
     * The app platforms that count; all when left out.
     *
     * @minItems 1
     */
    platforms?: ['android' | 'ios', ...('android' | 'ios')[]];
  };
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
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "PromotionPauseRequest".
 */
export interface PromotionPauseRequest {
  paused: boolean;
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "PromotionOrderRequest".
 */
export interface PromotionOrderRequest {
  /**
   * Every promotion of the brand, in the new order (the players' list follows it).
   *
   * @maxItems 200
   */
  ids: string[];
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "EditablePromotion".
 */
export interface EditablePromotion {
  promotion: Promotion1;
  /**
   * The title in the staff member's language (x-language EN or CN) when the promotion has it, else the brand's default language.
   */
  title: string;
  state: PromotionState;
  /**
   * Something was granted under this id: its id and type can no longer change.
   */
  granted: boolean;
}
/**
 * One promotion of the brand (issue 19). Money in integer minor units of the brand's currency; rates in basis points (1/100 %).
 */
export interface Promotion1 {
  /**
   * Stable id: grants are keyed by it, so never reuse one for another promotion.
   */
  id: string;
  /**
   * deposit: a percent of a credited deposit up to a cap (first, daily or reload); newbie: a fixed amount on registration; rebate: a percent of settled turnover per category, daily or weekly, paid by a job or claimed on the manualRebate page; apply: players apply (comment, images), staff approve with an amount, the player claims it in the reward centre; raffle: qualifying activity earns draw chances, each drawn from a weighted prize table (provably fair, MCS2_claimRafflePromotion); ranking: a leaderboard of settled turnover over a period, prizes by rank paid by a job once the period ends; referral: invite friends — each milestone a referred friend reaches pays the referrer (and optionally the friend), see `referral`; appDownload: award.fixedAmount once per member, the first time the member signs in from the brand's app (see `appDownload`).
   */
  type: 'deposit' | 'newbie' | 'rebate' | 'apply' | 'raffle' | 'ranking' | 'referral' | 'appDownload';
  category:
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
  tags?: ('NEWBIE' | 'LIMITED' | 'SPECIAL_OFFER' | 'DAILY' | 'HIGH_REBATE' | 'VIP')[];
  title: LocalizedText;
  summary: LocalizedText;
  /**
   * The rules, one paragraph each.
   *
   * @minItems 1
   * @maxItems 30
   */
  rules: [LocalizedText, ...LocalizedText[]];
  /**
   * A path under the brand's asset folder (/brand-assets/...) or an https URL.
   */
  image?: string;
  startsAt?: string;
  endsAt?: string;
  /**
   * A paused promotion is off the players' list and grants nothing until it is resumed (back office); its bonuses keep running.
   */
  paused?: boolean;
  /**
   * join: only players who pressed Join on the promotion before the event get it.
   */
  enrolment?: 'auto' | 'join';
  eligibility?: {
    /**
     * Only players registered at most this many days before the event (new players).
     */
    registeredWithinDays?: number;
    /**
     * Only members whose current VIP level (rank, see vip.levels) is one of these get it, join it or claim it.
     *
     * @minItems 1
     */
    vipLevels?: [number, ...number[]];
  };
  deposit?: {
    /**
     * first: the player's first credited deposit; daily: the first deposit of each brand-local day; reload: every deposit after the first.
     */
    which: 'first' | 'daily' | 'reload';
    minAmount?: number;
  };
  award: {
    /**
     * bonus: carries the wagering requirement; cash: withdrawable at once.
     */
    kind: 'bonus' | 'cash';
    percentBasisPoints?: number;
    fixedAmount?: number;
    cap?: number;
  };
  wagering?: {
    multiplier: number;
    base?: 'bonus' | 'bonusAndDeposit';
    /**
     * Percent of a settled stake that counts, per category; a category left out counts 100.
     */
    weights?: {
      /**
       * This interface was referenced by `undefined`'s JSON-Schema definition
       * via the `patternProperty` "^(RNG|LIVE|FISH|PVP|SPORTS|ESPORTS|COCKFIGHT|ELOTT|LOTT)$".
       */
      [k: string]: number;
    };
    expiresInDays?: number;
  };
  limits?: {
    perMember?: number;
    perDay?: number;
    /**
     * One person, one reward: refused to an account that shares a verified mobile or a bank card number (ever bound) with another account that already had this promotion.
     */
    onePerPerson?: boolean;
  };
  rebate?: {
    /**
     * Brand-local days (settings.timeZone) or ISO weeks from Monday.
     */
    period: 'daily' | 'weekly';
    /**
     * auto: paid by a job once the period has ended; manual: the player claims what has accrued (manualRebate), any time until claimWithinDays after the period.
     */
    claim: 'auto' | 'manual';
    /**
     * Rebate per category in basis points of settled turnover (80 = 0.8 %); a category left out earns none.
     */
    ratesBasisPoints: {
      /**
       * This interface was referenced by `undefined`'s JSON-Schema definition
       * via the `patternProperty` "^(RNG|LIVE|FISH|PVP|SPORTS|ESPORTS|COCKFIGHT|ELOTT|LOTT)$".
       */
      [k: string]: number;
    };
    capPerPeriod?: number;
    claimWithinDays?: number;
  };
  apply?: {
    /**
     * The most staff may approve for one application.
     */
    maxAmount: number;
    claimWithinDays?: number;
  };
  /**
   * Lucky draw: chances earned in the promotion's dates, each spent on one draw from the prize table (chance of a prize = its weight / the sum of the weights of the prizes still in stock). Each prize says its own kind; the promotion's wagering applies to its bonus prizes (set award.kind to bonus when it has wagering).
   */
  raffle?: {
    earn: {
      /**
       * One chance per this much settled turnover in a brand-local day (in the categories below).
       */
      turnoverPerChance?: number;
      /**
       * One chance per credited deposit of at least this much.
       */
      depositMin?: number;
      /**
       * The game categories whose turnover counts; absent: all.
       *
       * @minItems 1
       */
      categories?: [
        'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT',
        ...('RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT')[]
      ];
      /**
       * The most chances one member earns in a brand-local day, however they are earned.
       */
      maxChancesPerDay: number;
    };
    /**
     * @minItems 1
     * @maxItems 32
     */
    prizes: [
      {
        id: string;
        name: LocalizedText;
        /**
         * cash: withdrawable at once; bonus: carries the promotion's wagering; none: better luck next time.
         */
        kind: 'cash' | 'bonus' | 'none';
        /**
         * Required for cash and bonus prizes.
         */
        amount?: number;
        weight: number;
        /**
         * How many of this prize the promotion gives in all; once gone it leaves the draw. Absent: unlimited.
         */
        stock?: number;
      },
      ...{
        id: string;
        name: LocalizedText;
        /**
         * cash: withdrawable at once; bonus: carries the promotion's wagering; none: better luck next time.
         */
        kind: 'cash' | 'bonus' | 'none';
        /**
         * Required for cash and bonus prizes.
         */
        amount?: number;
        weight: number;
        /**
         * How many of this prize the promotion gives in all; once gone it leaves the draw. Absent: unlimited.
         */
        stock?: number;
      }[]
    ];
  };
  /**
   * Leaderboard of settled turnover; the award's kind (cash or bonus) is the prizes' kind. Ties: who reached the turnover first ranks higher.
   */
  ranking?: {
    /**
     * daily: brand-local days; weekly: ISO weeks from Monday; custom: one period from startsAt to endsAt (both required).
     */
    period: 'daily' | 'weekly' | 'custom';
    /**
     * The game categories whose turnover counts; absent: all.
     *
     * @minItems 1
     */
    categories?: [
      'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT',
      ...('RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT')[]
    ];
    /**
     * The least turnover in the period to be ranked.
     */
    minTurnover: number;
    /**
     * @minItems 1
     * @maxItems 50
     */
    prizes: [
      {
        fromRank: number;
        toRank: number;
        amount: number;
      },
      ...{
        fromRank: number;
        toRank: number;
        amount: number;
      }[]
    ];
  };
  /**
   * Invite friends (type referral). A friend is a member who registered with the referrer's personal referral code; trial accounts never count, nobody refers themself, a friend has one referrer ever. Each milestone pays once per (promotion, friend).
   */
  referral?: {
    /**
     * @minItems 1
     * @maxItems 3
     */
    milestones:
      | [
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          }
        ]
      | [
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          },
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          }
        ]
      | [
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          },
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          },
          {
            /**
             * registered: the friend signed up; firstDeposit: the friend's first credited deposit is at least `threshold`; turnover: the friend's settled turnover since signing up reaches `threshold`. Each at most once in the list.
             */
            on: 'registered' | 'firstDeposit' | 'turnover';
            /**
             * Minor units: the least first deposit (firstDeposit) or settled turnover (turnover).
             */
            threshold?: number;
            /**
             * What the referrer gets for this milestone of each friend (award.kind says bonus or cash).
             */
            amount: number;
            /**
             * Optional: what the friend gets at this milestone too.
             */
            friendAmount?: number;
          }
        ];
    /**
     * The most friends that pay one referrer in this promotion; a further friend's milestones are still shown, unpaid.
     */
    maxFriends?: number;
  };
  /**
   * App-download bonus (type appDownload): award.fixedAmount once per member, on the first sign-in from the brand's app. The app proves itself with the X-App-Client header signed with secrets.appClientKey (see the README's design section for exactly what that proves).
   */
  appDownload?: {
    /**
     * The app platforms that count; all when left out.
     *
     * @minItems 1
     */
    platforms?: ['android' | 'ios', ...('android' | 'ios')[]];
  };
}
/**
 * This interface was referenced by `PromotionAdminApi`'s JSON-Schema
 * via the `definition` "PromotionEditorValue".
 */
export interface PromotionEditorValue {
  tenantId: string;
  /**
   * The brand's languages, its default first: one text tab each.
   */
  languages: ('TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL')[];
  /**
   * file: the tenant file's list applies (nothing edited yet, or reset); staff: the list edited in the back office replaces the file's.
   */
  source: 'file' | 'staff';
  changedBy: string | null;
  changedAt: string | null;
  items: EditablePromotion[];
  currency: Currency;
  /**
   * The brand's VIP levels in force (its file's, or as staff edited them), for the promotion's eligibility.vipLevels; empty: the brand has none.
   */
  vipLevels: {
    rank: number;
    /**
     * In the staff language, else the brand's default.
     */
    name: string;
  }[];
}
