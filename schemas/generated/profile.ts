/* Generated from schemas/api/profile.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * ISO 3166-1 alpha-2 country code (a known country, checked on the server).
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "Nationality".
 */
export type Nationality = string;
/**
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "VerificationCode".
 */
export type VerificationCode = string;

/**
 * My account (spec §2 securityCenter, §5 profile form, §7 /wps/member/info/icon and MCSFE_getPlayerAvatar): profile, avatar, verified e-mail and mobile, sign-in history and other sessions.
 */
export interface ProfileApi {}
/**
 * GET /wps/member/profile. Texts are returned as stored (the client shows them as text, never as HTML).
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "ProfileView".
 */
export interface ProfileView {
  account: string;
  nickname: string;
  email?: string;
  emailVerified: boolean;
  countryDialingCode?: string;
  mobileNum?: string;
  mobileVerified: boolean;
  /**
   * Whether the account has a login password (SMS- and social-only accounts have none): changes then ask for it.
   */
  hasPassword: boolean;
  /**
   * YYYY-MM-DD, or '' when not given.
   */
  dateOfBirth: string;
  address: string;
  /**
   * ISO alpha-2, or '' when not given.
   */
  nationality: string;
  minimumAge: number;
}
/**
 * PUT /wps/member/profile. Address and nationality are required (spec §5); the date of birth is optional but, when given, a real past date at least the brand's minimum age ago.
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "ProfileUpdateBody".
 */
export interface ProfileUpdateBody {
  nickname: string;
  dateOfBirth?: string;
  address: string;
  nationality: Nationality;
}
/**
 * POST /wps/member/email/code: mails a 6-digit code to the new address.
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "EmailCodeBody".
 */
export interface EmailCodeBody {
  email: string;
}
/**
 * PUT /wps/member/email: the code mailed to the address, and the login password when the account has one.
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "BindEmailBody".
 */
export interface BindEmailBody {
  email: string;
  verificationCode: VerificationCode;
  password?: string;
}
/**
 * POST /wps/member/mobile/code: texts a 6-digit code to the new number (the verification feature's limits apply).
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "MobileCodeBody".
 */
export interface MobileCodeBody {
  /**
   * Digits only, without the dialling code; with or without the trunk 0 (parsed to E.164 on the server).
   */
  mobileNum: string;
  /**
   * E.g. +63; must be one of the tenant's register.countries when that list is set.
   */
  countryDialingCode: string;
}
/**
 * PUT /wps/member/mobile: the code texted to the number, and the login password when the account has one.
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "BindMobileBody".
 */
export interface BindMobileBody {
  /**
   * Digits only, without the dialling code; with or without the trunk 0 (parsed to E.164 on the server).
   */
  mobileNum: string;
  /**
   * E.g. +63; must be one of the tenant's register.countries when that list is set.
   */
  countryDialingCode: string;
  verificationCode: VerificationCode;
  password?: string;
}
/**
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "CodeSent".
 */
export interface CodeSent {
  expiredMinutes: number;
}
/**
 * GET /wps/member/info/icon. kind 'default': no choice yet (iconUrl is the default image).
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "AvatarView".
 */
export interface AvatarView {
  kind: 'default' | 'preset' | 'upload';
  presetId?: number;
  iconUrl: string;
}
/**
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "AvatarPreset".
 */
export interface AvatarPreset {
  id: number;
  url: string;
}
/**
 * GET /wps/relay/MCSFE_getPlayerAvatar: the member's avatar and the generated set to choose from.
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "AvatarChoices".
 */
export interface AvatarChoices {
  current: AvatarView;
  presets: AvatarPreset[];
}
/**
 * PUT /wps/member/info/icon: choose a preset of the set.
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "AvatarPresetBody".
 */
export interface AvatarPresetBody {
  presetId: number;
}
/**
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "AvatarPresetParams".
 */
export interface AvatarPresetParams {
  file: string;
}
/**
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "AvatarImageParams".
 */
export interface AvatarImageParams {
  version: number;
}
/**
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "LoginHistoryQuery".
 */
export interface LoginHistoryQuery {
  page?: number;
  size?: number;
}
/**
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "LoginHistoryEntry".
 */
export interface LoginHistoryEntry {
  at: string;
  ip: string;
  device: string;
  method: string;
}
/**
 * GET /wps/member/logins: the member's sign-ins, newest first.
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "LoginHistory".
 */
export interface LoginHistory {
  list: LoginHistoryEntry[];
  total: number;
}
/**
 * POST /wps/member/sessions/others: every other session of the member ended; this one lives on.
 *
 * This interface was referenced by `ProfileApi`'s JSON-Schema
 * via the `definition` "OtherSessionsEnded".
 */
export interface OtherSessionsEnded {
  ended: boolean;
}
