/* Generated from schemas/api/auth.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * POST /wps/member/password/verification (spec §4): the new session's login value (automatic login), or loginAgain when the page the reset came from does not admit this account (a non-agent on the agent page): the password is reset, no session is started, and the message is 'Password reset successfully, please log in again'.
 *
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "PhoneResetValue".
 */
export type PhoneResetValue =
  | LoginValue
  | {
      loginAgain: true;
    };

/**
 * Shapes of the accounts and sign-in endpoints (spec §3, §7 Authentication and account).
 */
export interface AuthApi {}
/**
 * Spec §3 login response value. In cookie mode (header x-portal-client: web) token is the CSRF token and the session travels in the HttpOnly sid cookie; otherwise token is the bearer session token.
 *
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "LoginValue".
 */
export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}
/**
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "LoginBody".
 */
export interface LoginBody {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  /**
   * Digits only, without the dialling code.
   */
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  /**
   * Base64 JSON of a solved ALTCHA challenge (GET /wps/captcha/human).
   */
  humanCheck?: string;
  remember?: boolean;
  scene?: 'member' | 'agent';
}
/**
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "EmptyBody".
 */
export interface EmptyBody {}
/**
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "ChangePasswordBody".
 */
export interface ChangePasswordBody {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}
/**
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "ForgotByEmailBody".
 */
export interface ForgotByEmailBody {
  username: string;
  email: string;
}
/**
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "ForgotByPhoneBody".
 */
export interface ForgotByPhoneBody {
  /**
   * Digits only, without the dialling code.
   */
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
  /**
   * Where the forgot-password popup was opened (the login form's page); default member. The automatic sign-in after the reset follows that page's rule (spec §6), and an account it does not admit is told to log in again.
   */
  scene?: 'member' | 'agent';
}
/**
 * Spec §3 registration user fields. Field rules (required, pattern, length) come from the tenant's register block and schemas/rules/register-rules.ts.
 *
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "RegisterBody".
 */
export interface RegisterBody {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  countryDialingCode?: string;
  domain?: string;
  registerUrl?: string;
  termsAccepted: boolean;
  /**
   * Base64 JSON of a solved ALTCHA challenge (GET /wps/captcha/human).
   */
  humanCheck?: string;
  registerMethod?: 'WEB';
  login?: boolean;
}
/**
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "AffiliateQuery".
 */
export interface AffiliateQuery {
  code: string;
  domain?: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "AffiliateValue".
 */
export interface AffiliateValue {
  valid: true;
}
/**
 * This interface was referenced by `AuthApi`'s JSON-Schema
 * via the `definition` "MemberInfo".
 */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /**
   * 0 member; 1, 2, 41, 42 agents; 4 trial (free play).
   */
  type: number;
  toUpline: boolean;
  clubLabel: {
    labelName: string;
    rankLevel: number;
  };
  memberLabel: {
    labelName: string;
    /**
     * The label's colour (#RRGGBB); #ABABAB when the brand names none (spec §9).
     */
    colour?: string;
  }[];
  /**
   * Full name (payee name) when given, else the account.
   */
  userName: string;
  /**
   * National significant number, without the trunk 0 (E.164 = countryDialingCode + mobileNum).
   */
  mobileNum?: string;
  countryDialingCode?: string;
  /**
   * The number as the player writes it at home (national format, e.g. 087 238 2688): what the portal shows.
   */
  mobileNational?: string;
  /**
   * An SMS code proved the number: only then does it serve SMS login and phone reset.
   */
  mobileVerified?: boolean;
  email?: string;
  currency: string;
  hasPassword: boolean;
  mustChangePassword: boolean;
  loginMethod: 'password' | 'sms' | 'social' | 'freeplay';
  /**
   * The agent-centre rule allows this account type.
   */
  agentCentre: boolean;
}
