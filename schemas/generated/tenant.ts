/* Generated from schemas/tenant.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * A path under the brand's asset folder (/brand-assets/...) or an https URL.
 *
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^(TY|EN|CN|ID|TH|VI|FIL)$".
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "AssetPath".
 */
export type AssetPath = string;
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "LanguageCode".
 */
export type LanguageCode = 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Color".
 */
export type Color = string;
/**
 * Every page, menu entry and endpoint declares one of these. See README 'Feature tree'.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "ModuleId".
 */
export type ModuleId =
  | 'PORTAL'
  | 'GAMES'
  | 'RNG'
  | 'LIVE'
  | 'FISH'
  | 'PVP'
  | 'SPORTS'
  | 'ESPORTS'
  | 'COCKFIGHT'
  | 'ELOTT'
  | 'LOTT'
  | 'FBSPORTS'
  | 'SEAMLESS'
  | 'ACCOUNT'
  | 'LOGIN'
  | 'REGISTER'
  | 'DIRECTREG'
  | 'USERNAMEREG3'
  | 'MOBILENUMREG3'
  | 'MOBILENUMPASSREG3'
  | 'REGMOBVERF3'
  | 'MOBILEVERCODELOGIN3'
  | 'CHNGPASSVERIF3'
  | 'FORGETPWD'
  | 'FREEPLAY'
  | 'PWDEXPIRY'
  | 'LOGINEDTOHOMEPAGE'
  | 'SOCIALLOGIN'
  | 'SOCIAL_GOOGLE'
  | 'SOCIAL_FACEBOOK'
  | 'CONTENT'
  | 'PROMOTION'
  | 'POINTMALL'
  | 'VIP'
  | 'DOWNLOAD'
  | 'HELP'
  | 'JOIN'
  | 'NOTICE'
  | 'JACKPOT'
  | 'CUSTOMERSERVICE'
  | 'MEMBERCENTRE'
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'TRANSFERUPLINE'
  | 'REWARDCENTER'
  | 'REFERRAL'
  | 'MISSION'
  | 'MESSAGE'
  | 'MANUALREBATE'
  | 'AGENTCENTRE'
  | 'AGENTHOME'
  | 'CONTRACT'
  | 'SALARY'
  | 'HOURLYSALARY'
  | 'REALTIMESALARY';
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "CategoryId".
 */
export type CategoryId =
  'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT';
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "VendorCode".
 */
export type VendorCode = string;
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "BannerGroup".
 */
export type BannerGroup =
  | 'w_home'
  | 'w_rng'
  | 'w_live'
  | 'w_fish'
  | 'w_pvp'
  | 'w_sports'
  | 'w_esports'
  | 'w_lott'
  | 'w_cockfight'
  | 'w_promotion'
  | 'w_shop'
  | 'w_help'
  | 'w_reg'
  | 'w_forget';

/**
 * One brand of the portal. Everything brand-specific lives here; fields marked x-secret never reach a browser.
 */
export interface TenantConfig {
  $schema: string;
  /**
   * Must equal the file name without .json; <id>.localhost always resolves to this brand in development.
   */
  id: string;
  /**
   * Exact hostnames, or *.example.com wildcards (one label deep). Exact matches win over wildcards.
   *
   * @minItems 1
   */
  hostnames: [string, ...string[]];
  brand: Brand;
  languages: Languages;
  currency: Currency;
  themes: Themes;
  /**
   * The feature tree. A module is on only when it is present, enabled, and every ancestor is enabled.
   */
  whitelabel: WhitelabelNode[];
  register: RegisterRules;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  /**
   * Built-in support (issue 21 items 4, 5): which chat the customer-service button opens, the feedback/ticket length bounds of spec §5, and the staff console's canned answers. Optional: without it the button keeps the external chat link and the bounds are 1–500 words.
   */
  support?: {
    /**
     * builtIn: the customer-service button opens the portal's own chat room (live with staff, a ticket when no one is online); link: the encrypted external link of customerService in a popup.
     */
    chat?: 'builtIn' | 'link';
    /**
     * Feedback and support question content: between min and max words (spec §5, message 'between {0} and {1} words').
     */
    contentWords?: {
      min: number;
      max: number;
    };
    /**
     * Ready answers the staff chat console offers (text in the brand's main language).
     */
    cannedAnswers?: {
      title: string;
      text: string;
    }[];
  };
  /**
   * Forwarded unchanged in the permission answer (spec §7 analytics.gtagId).
   */
  analytics: {
    gtagId?: string;
  };
  domainRoute?: DomainEntry[];
  cdn: Cdn;
  games: GamesConfig;
  /**
   * Language-specific behaviour (icon aliases, category aliases, slot filters) as data, never as code.
   */
  languageRules?: {
    [k: string]: LanguageRule;
  };
  banners: Banner[];
  notices: Notice[];
  systemStatus: SystemStatus;
  agentCentre: AgentCentre;
  agentContracts?: AgentContracts;
  cashier?: Cashier;
  responsibleGaming?: ResponsibleGaming;
  /**
   * How the operator's back office treats this brand. Server-only.
   */
  backOffice?: {
    /**
     * A feature-tree change made in the back office waits until a second member of staff with features.approve approves it; nobody approves their own.
     */
    fourEyes?: boolean;
  };
  settings: Settings;
  secrets: Secrets;
  /**
   * The brand's promotions (issue 19): kept out of the browser's config (x-secret) because /wps/promotions serves each one localised and with the viewer's status; the rewards engine grants them.
   *
   * @maxItems 200
   */
  promotions?: Promotion[];
  loyalty?: Loyalty;
  vip?: Vip;
  /**
   * Missions (issue 20, member centre page missionLeaderboard): daily, weekly and one-off tasks whose progress comes from domain events; x-secret: served localised by MCSFE_getMissionSummaryDetails.
   *
   * @maxItems 100
   */
  missions?: Mission[];
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Brand".
 */
export interface Brand {
  name: string;
  logo: AssetPath;
  /**
   * A path under the brand's asset folder (/brand-assets/...) or an https URL.
   */
  logoDark?: string;
  favicon: AssetPath;
  /**
   * @minItems 1
   */
  licences: ['MALTA' | 'BVI' | 'PHILIPPINES', ...('MALTA' | 'BVI' | 'PHILIPPINES')[]];
  minimumAge: number;
  copyrightHolder?: string;
  /**
   * External page of the promotional download strip.
   */
  promoDownloadUrl?: string;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Languages".
 */
export interface Languages {
  /**
   * @minItems 1
   */
  supported: [LanguageCode, ...LanguageCode[]];
  default: LanguageCode;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Currency".
 */
export interface Currency {
  code: string;
  symbol: string;
  minorUnits?: number;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Themes".
 */
export interface Themes {
  default: 'light' | 'dark';
  radius?: number;
  fontFamily?: string;
  light: ThemeTokens;
  dark: ThemeTokens;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "ThemeTokens".
 */
export interface ThemeTokens {
  primary: Color;
  onPrimary: Color;
  secondary: Color;
  accent: Color;
  background: Color;
  surface: Color;
  surfaceAlt: Color;
  text: Color;
  textMuted: Color;
  border: Color;
  headerBg: Color;
  headerText: Color;
  navBg: Color;
  footerBg: Color;
  footerText: Color;
  success: Color;
  warning: Color;
  danger: Color;
  jackpot: Color;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "WhitelabelNode".
 */
export interface WhitelabelNode {
  modId: ModuleId;
  enabled: boolean;
  childrenNodes?: WhitelabelNode[];
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "RegisterRules".
 */
export interface RegisterRules {
  fields: {
    username?: FieldRule;
    password?: FieldRule;
    confirmPassword?: FieldRule;
    payeeName?: FieldRule;
    email?: FieldRule;
    qqNum?: FieldRule;
    mobileNum?: FieldRule;
    recommenderId?: FieldRule;
    captcha?: FieldRule;
    verificationCode?: FieldRule;
    affiliateCode?: FieldRule;
    paymentPassword?: FieldRule;
    line?: FieldRule;
    whatsapp?: FieldRule;
    facebook?: FieldRule;
    wechat?: FieldRule;
    idNumber?: FieldRule;
    referralCode?: FieldRule;
  };
  defaultCountryDialingCode?: string;
  countries?: {
    countryCode: string;
    countryDialingCode: string;
  }[];
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "FieldRule".
 */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /**
   * A regular expression the value must match; '*' matches anything.
   */
  acceptedPattern?: string;
  /**
   * Key of the localized pattern text (validation.pattern.<patternId>), filled with min and max.
   */
  patternId?: string;
  minLength?: number;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number';
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Resource".
 */
export interface Resource {
  resourceType:
    | 'TELEGRAM'
    | 'FACEBOOK'
    | 'YOUTUBE'
    | 'TWITTER'
    | 'TIKTOK'
    | 'INSTAGRAM'
    | 'WHATSAPP'
    | 'LINE'
    | 'ANDROID'
    | 'MOBILECONFIG';
  url: string;
  qrCodeUrl?: AssetPath;
  labelNameEn?: string;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "CustomerServiceEntry".
 */
export interface CustomerServiceEntry {
  csType: 'LIVECHAT' | 'VIP';
  csPosition: number;
  /**
   * Encrypted chat link: the last 8 characters are the key, the rest the AES cipher text (crypto-js).
   */
  path: string;
}
/**
 * Forwarded unchanged in the permission answer and /wps/system/domainRoute (spec §7 domain list entry).
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "DomainEntry".
 */
export interface DomainEntry {
  domainName: string;
  speed?: number;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Cdn".
 */
export interface Cdn {
  /**
   * imageCDNs: one is picked at random per page load; empty means built-in generated art.
   */
  image: string[];
  launchGame: string[];
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "GamesConfig".
 */
export interface GamesConfig {
  /**
   * Categories shown, in nav order, each with its vendors in order.
   *
   * @minItems 1
   */
  categories: [
    {
      id: CategoryId;
      /**
       * @minItems 1
       */
      vendors: [VendorCode, ...VendorCode[]];
    },
    ...{
      id: CategoryId;
      /**
       * @minItems 1
       */
      vendors: [VendorCode, ...VendorCode[]];
    }[]
  ];
  hotVendors?: VendorCode[];
  /**
   * Games listed first, in this order, wherever they appear (VENDOR:gameCode).
   *
   * @maxItems 200
   *
   * Items: VENDOR:gameCode
   */
  pinnedGames?: string[];
  /**
   * Games of shown vendors that this brand does not show.
   *
   * @maxItems 5000
   *
   * Items: VENDOR:gameCode
   */
  hiddenGames?: string[];
  /**
   * Multiplies every catalogue stake (vendors' min bets, the built-in studio's chips and limits, the min-bet filter of spec §9) for a currency worth far less per unit than a cent-based one: 100 for VND. Absent: 1.
   */
  stakeScale?: number;
  /**
   * The progressive jackpot: a share of every real-money bet funds the pool; a jackpot hit pays a share of it.
   */
  jackpot?: {
    /**
     * Share of each bet added to the pool, in 1/100 %.
     */
    contributionBasisPoints?: number;
    /**
     * Share of the pool a jackpot hit pays, in 1/100 %.
     */
    winShareBasisPoints?: number;
    /**
     * Minor units the operator puts into the pool from the promotions account once, when the brand first runs.
     */
    seedAmount?: number;
  };
  /**
   * The built-in lottery provider's games for this brand (issue 18): fast electronic draws and VN regional draws. Stakes are in catalogue minor units and multiplied by stakeScale. Draw times are in settings.timeZone.
   */
  lottery?: {
    /**
     * @minItems 1
     */
    games: [LotteryGame, ...LotteryGame[]];
  };
}
/**
 * One lottery game: its draws (fast: every intervalSeconds with `digits` digits; vn: the regional draw at drawTime on drawDayOfWeek) and its bet types.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "LotteryGame".
 */
export interface LotteryGame {
  /**
   * The game's id in lottery menus (spec §3 lottery item gameId).
   */
  gameId: number;
  /**
   * The game code (lower case, as catalogue game codes): the seamless calls name it, betting records show it.
   */
  gameCode: string;
  /**
   * A lottery vendor of this brand (category ELOTT or LOTT) with a vendor secret: the provider signs its wallet calls as this vendor.
   */
  vendor: string;
  /**
   * The menu tag the game is listed under (gameMenuTag).
   */
  tag: string;
  names: LocalizedText;
  kind: 'fast' | 'vn';
  /**
   * fast: digits of the result.
   */
  digits?: 3 | 5;
  /**
   * fast: seconds between draws (60, 180, 300…); must divide a day.
   */
  intervalSeconds?: number;
  /**
   * vn: the result structure (north: 27 prizes, special 5 digits; central and south: 18 prizes, special 6 digits).
   */
  region?: 'north' | 'central' | 'south';
  /**
   * vn: local time of the draw, HH:MM.
   */
  drawTime?: string;
  /**
   * vn: days of the draw, Sunday 1 … Saturday 7.
   *
   * @minItems 1
   */
  drawDayOfWeek?: [number, ...number[]];
  /**
   * Bets are refused this many seconds before the draw.
   */
  lockSeconds: number;
  /**
   * Stake step: a line's amount is a whole multiple of it (catalogue minor units × stakeScale).
   */
  unit: number;
  /**
   * Largest amount of one line (catalogue minor units × stakeScale).
   */
  maxBet: number;
  /**
   * Largest total possible payout on one number (bet type and selection) per draw (catalogue minor units × stakeScale).
   */
  liabilityCap: number;
  /**
   * @minItems 1
   */
  betTypes: [
    {
      type:
        | 'position'
        | 'bigSmall'
        | 'oddEven'
        | 'sum'
        | '2D'
        | '3D'
        | 'lo2'
        | 'de'
        | 'lo3'
        | 'de3'
        | 'xien2'
        | 'xien3'
        | 'xien4'
        | 'bao3';
      /**
       * Payout per unit staked, in hundredths (980 = 9.8×, stake included). Every type but sum. bao3 (bao lô 3 số): per point, a point costing the unit once per covered prize (north 23, central and south 17), paid per prize hit (90000 = 900× the unit).
       */
      oddsX100?: number;
      /**
       * sum: the odds of each sum are this return to player over its probability.
       */
      rtpBps?: number;
    },
    ...{
      type:
        | 'position'
        | 'bigSmall'
        | 'oddEven'
        | 'sum'
        | '2D'
        | '3D'
        | 'lo2'
        | 'de'
        | 'lo3'
        | 'de3'
        | 'xien2'
        | 'xien3'
        | 'xien4'
        | 'bao3';
      /**
       * Payout per unit staked, in hundredths (980 = 9.8×, stake included). Every type but sum. bao3 (bao lô 3 số): per point, a point costing the unit once per covered prize (north 23, central and south 17), paid per prize hit (90000 = 900× the unit).
       */
      oddsX100?: number;
      /**
       * sum: the odds of each sum are this return to player over its probability.
       */
      rtpBps?: number;
    }[]
  ];
}
/**
 * Text per language; the brand's default language is the fallback.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "LocalizedText".
 */
export interface LocalizedText {
  /**
   * This interface was referenced by `LocalizedText`'s JSON-Schema definition
   * via the `patternProperty` "^(TY|EN|CN|ID|TH|VI|FIL)$".
   */
  [k: string]: string;
}
/**
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^(TY|EN|CN|ID|TH|VI|FIL)$".
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "LanguageRule".
 */
export interface LanguageRule {
  /**
   * Vendors whose code matches `match` (a regular expression) use the icon of `icon`.
   */
  vendorIconAliases?: {
    match: string;
    icon: VendorCode;
  }[];
  categoryAliases?: {
    [k: string]: CategoryId;
  };
  slotFilters?: ('SC' | 'VP' | 'TG' | 'AC' | 'JP' | 'BG')[];
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Banner".
 */
export interface Banner {
  bannerId: number;
  url: AssetPath;
  /**
   * The art per language, for banners whose art carries text: a visitor sees the image of their language, else url. Every language named must be one the brand supports.
   */
  images?: {
    [k: string]: AssetPath;
  };
  groupName: BannerGroup;
  linkageType?: 'NONE' | 'INTERNAL' | 'EXTERNAL';
  /**
   * Route (INTERNAL) or https URL (EXTERNAL).
   */
  link?: string;
  alt?: LocalizedText;
}
/**
 * A notice of the scrolling bar and the notice modal. content is plain text paragraphs; the client renders it as text, never as raw HTML.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Notice".
 */
export interface Notice {
  id: number;
  type?: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: LocalizedText;
  content: LocalizedText;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "SystemStatus".
 */
export interface SystemStatus {
  maintenance: {
    enabled: boolean;
    endTime?: string;
    info?: LocalizedText;
  };
  /**
   * Server-only: the blocked ranges and countries never reach a browser; the visitor sees the computed status.
   */
  regionRestriction: {
    enabled: boolean;
    blockedCountries?: string[];
    /**
     * IPv4/IPv6 addresses or CIDR ranges.
     */
    blockedIpRanges?: string[];
  };
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "AgentCentre".
 */
export interface AgentCentre {
  /**
   * Whether each agent account type may open the agent centre. Looked up by the member's account type (server/features/accounts/member-info.ts).
   */
  rules: {
    '1'?: boolean;
    '2'?: boolean;
    '41'?: boolean;
    '42'?: boolean;
  };
}
/**
 * Agent contracts (spec §3, §4; issue 17). Which kinds exist follows the modules CONTRACT (dividend), SALARY (daily wages), HOURLYSALARY and REALTIMESALARY.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "AgentContracts".
 */
export interface AgentContracts {
  /**
   * The operator's own rate per contract kind, in basis points (1/100 of a percent): a top-level agent (no upline) offers at most this; every other agent at most its own contract's rate of that kind.
   */
  maxRateBp: {
    /**
     * Share of the team's net loss.
     */
    dividend: number;
    /**
     * Share of the team's valid turnover per day.
     */
    dailyWages: number;
    /**
     * Share of the team's valid turnover per hour.
     */
    hourlySalary: number;
    /**
     * Share of the team's valid turnover per 5 minutes.
     */
    realTimeSalary: number;
  };
  /**
   * The dividend periods the brand enables: D daily, W weekly (Monday to Sunday), H semi-monthly (1st–15th, 16th–end), M monthly. Absent: W, H and M.
   *
   * @minItems 1
   */
  dividendPeriods?: ['D' | 'W' | 'H' | 'M', ...('D' | 'W' | 'H' | 'M')[]];
}
/**
 * Money in and out (spec §2 depositv2, withdraw, transferFund). Amounts are integer minor units of the brand currency. Public (shown to signed-in players by the cashier endpoints) but not inlined in the first page.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Cashier".
 */
export interface Cashier {
  /**
   * Deposit methods in display order; none: the deposit page says deposits are unavailable.
   */
  depositMethods?: DepositMethod[];
  withdrawal?: WithdrawalRules;
  /**
   * Vendors that keep their own wallet (GCS_merchantWallet isSingle false): the player moves money in and out of each on the my-wallet page. Absent or empty: one seamless wallet (isSingle true).
   */
  gameWallets?: VendorCode[];
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "DepositMethod".
 */
export interface DepositMethod {
  /**
   * Stable id, stored with each deposit.
   */
  id: string;
  /**
   * manualBank: the player transfers to one of bankAccounts and staff approve; sandboxGateway: the built-in hosted payment page and signed webhook (development and tests).
   */
  kind: 'manualBank' | 'sandboxGateway';
  name: LocalizedText;
  /**
   * Smallest deposit, minor units.
   */
  minAmount: number;
  /**
   * Largest deposit, minor units (≥ minAmount).
   */
  maxAmount: number;
  /**
   * manualBank: the operator's accounts the player may pay into (at least one; the validator refuses a bank transfer with none).
   *
   * @minItems 1
   */
  bankAccounts?: [OperatorBankAccount, ...OperatorBankAccount[]];
  /**
   * sandboxGateway only: payments one player may start in a day (the sandbox creates money, so it is capped). Absent: 3.
   */
  maxPerPlayerPerDay?: number;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "OperatorBankAccount".
 */
export interface OperatorBankAccount {
  id: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch?: string;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "WithdrawalRules".
 */
export interface WithdrawalRules {
  /**
   * Smallest withdrawal, minor units.
   */
  minAmount: number;
  /**
   * Largest withdrawal, minor units (≥ minAmount).
   */
  maxAmount: number;
  /**
   * Banks a player may bind a card of.
   *
   * @minItems 1
   */
  banks: [string, ...string[]];
  /**
   * Bank cards a player may bind.
   */
  maxCards?: number;
  /**
   * Minutes the player has to confirm a paid-out withdrawal (received, not received, partly received); no answer by then counts as received (spec §4, §9).
   */
  confirmTimeoutMinutes?: number;
}
/**
 * Player protection (issue 22: MGA Player Protection Directive, UKGC RTS 12): the player's limits, reality checks, session time limit, time-out and self-exclusion choices. Served to signed-in players by /wps/limits and /wps/exclusion endpoints, not inlined in the first page.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "ResponsibleGaming".
 */
export interface ResponsibleGaming {
  limits?: ResponsibleGamingLimits;
  /**
   * Reality-check intervals a player may choose, in minutes.
   */
  realityCheck?: {
    /**
     * @minItems 1
     * @maxItems 12
     */
    minutes:
      | [number]
      | [number, number]
      | [number, number, number]
      | [number, number, number, number]
      | [number, number, number, number, number]
      | [number, number, number, number, number, number]
      | [number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number, number, number, number, number];
  };
  /**
   * Whether players may set a session time limit, and the choices in minutes.
   */
  sessionLimit?: {
    allowed: boolean;
    /**
     * @minItems 1
     * @maxItems 12
     */
    minutes?:
      | [number]
      | [number, number]
      | [number, number, number]
      | [number, number, number, number]
      | [number, number, number, number, number]
      | [number, number, number, number, number, number]
      | [number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number, number, number, number]
      | [number, number, number, number, number, number, number, number, number, number, number, number];
  };
  exclusion?: {
    /**
     * @minItems 1
     */
    timeOutPeriods: ['24h' | '7d' | '30d', ...('24h' | '7d' | '30d')[]];
    /**
     * @minItems 1
     */
    selfExclusionPeriods: ['6m' | '1y' | '5y' | 'permanent', ...('6m' | '1y' | '5y' | 'permanent')[]];
  };
}
/**
 * Deposit, loss and wager limits set by the player: a decrease applies at once, an increase or removal after a 24-hour cooling-off.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "ResponsibleGamingLimits".
 */
export interface ResponsibleGamingLimits {
  /**
   * Periods a player may set a limit for: day = rolling 24 hours, week = 7 days, month = 1 calendar month back.
   *
   * @minItems 1
   */
  periods?: ['day' | 'week' | 'month', ...('day' | 'week' | 'month')[]];
  /**
   * The largest limit a player may set per kind (any period); absent: no brand maximum.
   */
  maximums?: {
    deposit?: number;
    loss?: number;
    wager?: number;
  };
  /**
   * Amounts offered first in the limit form per kind and period (the player still chooses).
   */
  defaults?: {
    deposit?: LimitPeriodAmounts;
    loss?: LimitPeriodAmounts;
    wager?: LimitPeriodAmounts;
  };
  /**
   * When the player must answer the deposit-limit prompt (set one or decline) before going on (RTS 12B): never, right after registration, or before the first deposit.
   */
  mandatoryPrompt?: 'off' | 'registration' | 'firstDeposit';
}
/**
 * An amount per period, integer minor units of the brand currency.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "LimitPeriodAmounts".
 */
export interface LimitPeriodAmounts {
  day?: number;
  week?: number;
  month?: number;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Settings".
 */
export interface Settings {
  passwordExpiryDays?: number;
  /**
   * The weak default password (spec §5 {secret}) given to accounts created for players; logging in with it forces a change. Server only: the browser learns that a change is forced from the login answer.
   */
  weakDefaultPassword?: string;
  /**
   * Lifetime of an SMS verification code in minutes; the resend countdown is this × 60 s.
   */
  smsCodeMinutes?: number;
  /**
   * SMS the brand may send per hour (a window from the first SMS), all numbers and purposes together (a cost ceiling against SMS pumping); further sends are refused with smsBudgetReached and one error line is logged. Absent: 500.
   */
  smsBudgetPerHour?: number;
  /**
   * Demo balance of a free-play account, in minor units.
   */
  freePlayBalance?: number;
  /**
   * Free-play accounts one address may create in an hour. Absent: 10.
   */
  freePlayPerAddressPerHour?: number;
  /**
   * Free-play accounts the whole brand may create in an hour (a bound on addresses rotated by a botnet). Absent: 300.
   */
  freePlayPerBrandPerHour?: number;
  socialProviders?: SocialProvider[];
  /**
   * The brand's merchant code of spec §7 (the original client sends it with hot-game requests). The portal knows the brand from the host, so no code reads it.
   */
  merchantCode?: string;
  /**
   * Shows dev outboxes and demo accounts. Refused in production.
   */
  demoMode?: boolean;
  /**
   * Demo mode only: what the demo player's wallet is credited once from the cashier account (minor units), so games can be played on a fresh machine.
   */
  demoPlayerFunds?: number;
  /**
   * The brand's business day: the IANA time zone the back office's reports cut days in (e.g. Asia/Manila). Absent: UTC.
   */
  timeZone?: string;
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "SocialProvider".
 */
export interface SocialProvider {
  id: 'google' | 'facebook';
  issuer: string;
  clientId: string;
}
/**
 * Server-only values. The public view drops every property marked x-secret.
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Secrets".
 */
export interface Secrets {
  sessionSecret?: string;
  vendorSecrets?: {
    [k: string]: string;
  };
  paymentWebhookSecret?: string;
  socialClientSecrets?: {
    [k: string]: string;
  };
  smsProviderKey?: string;
  smtpUrl?: string;
  /**
   * The key the brand's app signs its X-App-Client header with (HMAC-SHA256): a sign-in carrying a valid signature counts as a sign-in from the app (app-download bonus). Shipped inside the app, so it proves 'a client that holds the app's key', not a genuine install.
   */
  appClientKey?: string;
}
/**
 * One promotion of the brand (issue 19). Money in integer minor units of the brand's currency; rates in basis points (1/100 %).
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Promotion".
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
  image?: AssetPath;
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
 * Loyalty points (issue 20): earning rates, conversion to cash and the points mall. Served to players by the MCS2_getPointConfig and MCS2_getPointReward relays (x-secret: not in the browser's config).
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Loyalty".
 */
export interface Loyalty {
  /**
   * Per game category: the settled valid turnover (minor units) that earns one point; '*' for every other category; a category with no rate and no '*' earns nothing. A member's points per category are floor(turnover / rate).
   */
  earn: {
    /**
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^(RNG|LIVE|FISH|PVP|SPORTS|ESPORTS|COCKFIGHT|ELOTT|LOTT|\*)$".
     */
    [k: string]: number;
  };
  convert?: {
    /**
     * Minor units of cash one point converts to.
     */
    cashPerPoint: number;
    minPoints: number;
  };
  /**
   * @maxItems 200
   */
  rewards: LoyaltyReward[];
}
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "LoyaltyReward".
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
  image?: AssetPath;
  /**
   * Retired in the back office: off the mall and no longer redeemable; requests already made still settle (approve / reject) and the history still names it. Absent: on offer.
   */
  retired?: boolean;
}
/**
 * VIP levels (issue 20): evaluated once per ended period by the job vip-levels from the period's credited deposits and settled turnover (minor units). A member reaches the highest level whose min* thresholds the period meets, and keeps a higher current level while the period meets its keep* thresholds (default: its min* ones); else drops to what the period qualifies for. Served by GET /wps/vip (x-secret: not in the browser's config).
 *
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Vip".
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
/**
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "VipLevel".
 */
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
 * This interface was referenced by `TenantConfig`'s JSON-Schema
 * via the `definition` "Mission".
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
