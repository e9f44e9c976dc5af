// What the accounts feature needs from other features and outside parts, as narrow functions wired
// in app.ts (captcha, human check and SMS codes from their features, mail, wallet).
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { MobileNumber } from '../verification/mobile-number.ts';

export type CodePurpose = 'login' | 'register' | 'resetPassword' | 'bindMobile';

export interface AccountsPorts {
  /** The image captcha bound to the browser's `cid` cookie; consumes it whatever the answer. */
  verifyCaptcha(captchaId: string | undefined, answer: string | undefined): Promise<boolean>;
  /** A solved, unused human-check (ALTCHA) challenge of this tenant. */
  verifyHumanCheck(tenant: TenantContext, payload: string | undefined): Promise<boolean>;
  /** Sends a fresh SMS code for this number and purpose (the verification feature's limits and budget apply). */
  sendSmsCode(args: { tenant: TenantContext; purpose: CodePurpose; mobile: MobileNumber; ip: string; language: LanguageCode }): Promise<void>;
  /** True once for the right SMS code of this number and purpose. */
  consumeSmsCode(args: { tenant: TenantContext; purpose: CodePurpose; mobile: MobileNumber; code: string }): Promise<boolean>;
  /** My account: texts a code to a number the member is binding; the verification feature's limits apply. */
  issueMobileCode(args: { tenant: TenantContext; mobile: MobileNumber; ip: string; language: LanguageCode }): Promise<{ expiredMinutes: number }>;
  /** My account: mails a code to an address the member is binding (limits per address and client address). */
  issueEmailCode(args: { tenant: TenantContext; email: string; ip: string; language: LanguageCode; account: string }): Promise<{ expiredMinutes: number }>;
  /** True once for the right mailed code of this address. */
  consumeEmailCode(args: { tenant: TenantContext; email: string; code: string }): Promise<boolean>;
  sendMail(tenant: TenantContext, message: { to: string; subject: string; text: string }): Promise<void>;
  openWallet(tenantId: string, memberId: number, currency: string): Promise<void>;
  grantFreePlay(tenantId: string, memberId: number, amount: number, currency: string): Promise<void>;
  /** Demo mode: credits the demo player's wallet once from the cashier account. */
  creditDemoFunds(tenantId: string, memberId: number, amount: number, currency: string): Promise<void>;
  /**
   * Player protection at sign-in (exclusion feature): an excluded member gets a withdrawal-only session, and a
   * member's own session time limit ends the session. Absent in tests that build accounts alone.
   */
  protectionAtLogin?(tenantId: string, memberId: number): Promise<{ excluded: boolean; sessionLimitMinutes: number | null }>;
}

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
