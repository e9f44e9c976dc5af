/* Generated from schemas/api/system.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * 0 normal, 1 maintenance (takes precedence), 2 region restricted.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "SystemStatusCode".
 */
export type SystemStatusCode = 0 | 1 | 2;
/**
 * value of GET /wps/system/whitelabel: the effective feature tree.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "WhitelabelValue".
 */
export type WhitelabelValue = WhitelabelNode[];

/**
 * Shapes of the system endpoints and of the boot payload inlined in index.html.
 */
export interface SystemApi {}
/**
 * Every API answer. On failure value is null, message is translated, code is a stable machine key.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "Envelope".
 */
export interface Envelope {
  success: boolean;
  value: unknown;
  message: string;
  code?: string;
  errors?: FieldError[];
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "FieldError".
 */
export interface FieldError {
  field: string;
  message: string;
  code?: string;
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "SystemStatusValue".
 */
export interface SystemStatusValue {
  status: SystemStatusCode;
  ip: string;
  maintenanceEndTime?: string;
  maintenanceInfo?: string;
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "PermissionQuery".
 */
export interface PermissionQuery {
  url?: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "StatusQuery".
 */
export interface StatusQuery {
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "Location".
 */
export interface Location {
  ip: string;
  countryCode?: string;
}
/**
 * Query of endpoints whose only parameter is the message language.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "PermissionInfo".
 */
export interface PermissionInfo {
  /**
   * The effective feature tree (tenant file + staff overrides).
   */
  whitelabel: WhitelabelNode[];
  register: RegisterRules;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  analytics: {
    gtagId?: string;
  };
  domainRoute: DomainEntry[];
  imageCDNs: string[];
  launchGameCDNs: string[];
}
export interface WhitelabelNode {
  /**
   * Every page, menu entry and endpoint declares one of these. See README 'Feature tree'.
   */
  modId:
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
  enabled: boolean;
  childrenNodes?: WhitelabelNode[];
}
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
export interface Resource {
  resourceType:
    | 'TELEGRAM'
    | 'FACEBOOK'
    | 'YOUTUBE'
    | 'TWITTER'
    | 'TIKTOK'
    | 'INSTAGRAM'
    | 'WHATSAPP'
    | 'ANDROID'
    | 'MOBILECONFIG';
  url: string;
  /**
   * A path under the brand's asset folder (/brand-assets/...) or an https URL.
   */
  qrCodeUrl?: string;
  labelNameEn?: string;
}
export interface CustomerServiceEntry {
  csType: 'LIVECHAT' | 'VIP';
  csPosition: number;
  /**
   * Encrypted chat link: the last 8 characters are the key, the rest the AES cipher text (crypto-js).
   */
  path: string;
}
export interface DomainEntry {
  domainName: string;
  speed?: number;
}
/**
 * value of GET /wps/system/permission.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "PermissionValue".
 */
export interface PermissionValue {
  info: PermissionInfo;
  location: Location;
  /**
   * Maintenance is in effect now.
   */
  maintenance: boolean;
  /**
   * This visitor is blocked by the tenant's region restriction.
   */
  regionRestriction: boolean;
}
/**
 * value of GET /wps/system/setting/register: registration field rules.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "RegisterSettingValue".
 */
export interface RegisterRules1 {
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
