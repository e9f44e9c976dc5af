/* Generated from schemas/api/verification.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Digits only, without the dialling code; with or without the trunk 0 (parsed to E.164 on the server).
 *
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "MobileNum".
 */
export type MobileNum = string;
/**
 * E.g. +63; must be one of the tenant's register.countries when that list is set.
 *
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "CountryDialingCode".
 */
export type CountryDialingCode = string;
/**
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "SmsScene".
 */
export type SmsScene = 'login' | 'resetPassword';
/**
 * value of GET /wps/captcha: the image; the answer is bound to the HttpOnly cookie cid (5 min, single use, case-insensitive).
 *
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "CaptchaValue".
 */
export type CaptchaValue = string;

/**
 * Shapes of the captcha, human check, SMS code and dev outbox endpoints (spec §3 "SMS code request", §7).
 */
export interface VerificationApi {}
/**
 * POST /wps/verification/sms/noLogin. A code is only really sent when the number belongs to a member; the answer is the same either way.
 *
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "SmsNoLoginBody".
 */
export interface SmsNoLoginBody {
  mobileNum: MobileNum;
  countryDialingCode: CountryDialingCode;
  scene: SmsScene;
  /**
   * Base64 JSON of a solved human check (GET /wps/captcha/human); every SMS send needs one.
   */
  humanCheck: string;
}
/**
 * POST /wps/verification/sms/register.
 *
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "SmsRegisterBody".
 */
export interface SmsRegisterBody {
  mobileNum: MobileNum;
  countryDialingCode: CountryDialingCode;
  /**
   * Base64 JSON of a solved human check (GET /wps/captcha/human); every SMS send needs one.
   */
  humanCheck: string;
}
/**
 * value of the SMS code requests: the code lifetime; the client counts down expiredMinutes × 60 s.
 *
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "SmsCodeValue".
 */
export interface SmsCodeValue {
  expiredMinutes: number;
}
/**
 * value of GET /wps/captcha/human: an ALTCHA v1 proof-of-work challenge. The client finds number n (0 ≤ n ≤ maxnumber) with hex SHA-256(salt + n) = challenge and sends base64(JSON {algorithm, challenge, number, salt, signature}) as humanCheck. Valid 10 min, usable once.
 *
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "HumanCheckChallenge".
 */
export interface HumanCheckChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}
/**
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "OutboxSms".
 */
export interface OutboxSms {
  to: string;
  body: string;
  createdAt: string;
}
/**
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "OutboxEmail".
 */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}
/**
 * value of GET /wps/dev/outbox (demo mode only): this tenant's last 50 of each, newest first.
 *
 * This interface was referenced by `VerificationApi`'s JSON-Schema
 * via the `definition` "DevOutboxValue".
 */
export interface DevOutboxValue {
  sms: OutboxSms[];
  email: OutboxEmail[];
}
