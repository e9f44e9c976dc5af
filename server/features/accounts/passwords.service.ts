// Changing and recovering passwords. Every successful change ends all other sessions of the account
// (epoch bump) and hands back a fresh session, so a stolen session dies with the old password.
import { randomInt } from 'node:crypto';
import type { ChangePasswordBody, ForgotByEmailBody, ForgotByPhoneBody } from '../../../schemas/generated/auth.ts';
import { validateNewPassword } from '../../../schemas/rules/register-rules.ts';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import type { ActiveSession } from '../../http/session-locals.ts';
import type { Catalogues } from '../../i18n/catalogues.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { requireMobile } from '../verification/mobile-number.ts';
import type { AccountsPorts } from './accounts.ports.ts';
import { sceneRefusal, type LoginClient, type LoginService, type SignedIn } from './login.service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { accountKey, type Member, type MembersRepository } from './members.repository.ts';
import { COMMON_PASSWORD_PROBLEM, isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import type { SessionsService } from './sessions.service.ts';

export const TEMP_PASSWORD_MS = 30 * 60_000;
const RESET_MAILS_PER_HOUR = 5;
const TEMP_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 10 characters with letters and digits, so it passes the password rule itself. */
function temporaryPassword(): string {
  for (;;) {
    const value = Array.from({ length: 10 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
    if (/[A-Za-z]/.test(value) && /[0-9]/.test(value)) return value;
  }
}

/** The shared rule (schemas/rules), then the server-only common-password list; the account name when known. */
function rejectNewPassword(newPassword: string, confirm: string, account?: string): void {
  const issues = validateNewPassword(newPassword, confirm, account);
  if (issues.length)
    throw new AppError(400, 'validation', { fields: issues.map((i) => ({ field: i.field, code: i.code, messageKey: i.messageKey, params: i.params })) });
  if (isCommonPassword(newPassword)) throw new AppError(400, 'validation', { fields: [COMMON_PASSWORD_PROBLEM('newPassword')] });
}

export class PasswordsService {
  constructor(
    private readonly members: MembersRepository,
    private readonly sessions: SessionsService,
    private readonly login: LoginService,
    private readonly throttle: LoginThrottle,
    private readonly state: SharedState,
    private readonly ports: AccountsPorts,
    private readonly catalogues: Catalogues,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Old password required whenever the account has one (wrong answers count as failed logins), except
   * in a session that must change it first: its login has just proved a password, and after a login
   * with an e-mailed temporary password the member does not know the old one (spec §4: the old
   * password is asked only when the session holds none).
   */
  async change(tenant: TenantContext, session: ActiveSession, body: ChangePasswordBody, client: LoginClient): Promise<SignedIn> {
    const member = await this.members.findById(tenant.id, session.memberId);
    if (!member) throw new AppError(401, 'unauthorized');
    rejectNewPassword(body.newPassword, body.confirmNewPassword, member.account);
    if (member.passwordHash && session.mustChangePassword) {
      if (await verifyPassword(member.passwordHash, body.newPassword)) throw new AppError(400, 'passwordUnchanged');
    } else if (member.passwordHash) {
      const attempt = await this.throttle.reserve(tenant.id, accountKey(member.account), client.ip);
      try {
        if (!body.oldPassword) {
          throw new AppError(400, 'validation', {
            fields: [{ field: 'oldPassword', code: 'required', messageKey: 'validation.required', params: { field: 'register.field.oldPassword' } }],
          });
        }
        if (!(await verifyPassword(member.passwordHash, body.oldPassword))) {
          attempt.fail();
          throw new AppError(400, 'oldPasswordWrong');
        }
      } finally {
        await attempt.release();
      }
      if (body.oldPassword === body.newPassword) throw new AppError(400, 'passwordUnchanged');
    }
    const weak = tenant.config.settings?.weakDefaultPassword;
    if (weak && body.newPassword === weak) throw new AppError(400, 'passwordTooWeak');
    await this.members.setPassword(tenant.id, member.id, await hashPassword(body.newPassword));
    await this.sessions.revokeAll(tenant.id, member.id);
    return this.login.start(tenant, { ...member, mustChangePassword: false }, session.loginMethod, false, client);
  }

  /**
   * E-mails a temporary password when account and e-mail match. The answer is the same either way
   * (no enumeration), and the own password keeps working, so a stranger cannot lock anyone out.
   */
  async forgotByEmail(tenant: TenantContext, body: ForgotByEmailBody, ip: string, language: LanguageCode): Promise<void> {
    if ((await this.state.incr(`pwmail:ip:${tenant.id}:${ip}`, 3_600_000)) > RESET_MAILS_PER_HOUR * 4) throw new AppError(429, 'tooManyRequests');
    const member = await this.members.findByAccount(tenant.id, body.username);
    const matches = !!member?.email && member.email.toLowerCase() === body.email.trim().toLowerCase();
    const allowed = matches && (await this.#mailAllowed(tenant, member!));
    // The same argon2 work whether or not the account exists, so the answer time does not tell.
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    if (!allowed || !member?.email) return;
    await this.#mailTemporaryPassword(tenant, member, member.email, password, hash, language);
  }

  /**
   * Staff (back office) send a member the way back in through the player's own recovery paths, never
   * through staff's hands: 'email' mails a temporary password as forgotByEmail does (the own password
   * keeps working); 'sms' texts a reset code to the proven number, which the player enters on the
   * forgotten-password page. 400 resetChannelUnavailable when the member has no such address; the
   * per-account mail limit and the SMS limits apply (429).
   */
  async sendResetForStaff(tenant: TenantContext, memberId: number, channel: 'email' | 'sms', staffIp: string): Promise<void> {
    const member = await this.members.findById(tenant.id, memberId);
    if (!member) throw new AppError(404, 'notFound');
    const language = tenant.config.languages.default;
    if (channel === 'email') {
      if (!member.email) throw new AppError(400, 'resetChannelUnavailable');
      if (!(await this.#mailAllowed(tenant, member))) throw new AppError(429, 'tooManyRequests');
      const password = temporaryPassword();
      await this.#mailTemporaryPassword(tenant, member, member.email, password, await hashPassword(password), language);
      return;
    }
    if (!member.mobileVerified || !member.mobileE164 || !member.countryDialingCode || !member.mobileNum) throw new AppError(400, 'resetChannelUnavailable');
    const mobile = { e164: member.mobileE164, countryDialingCode: member.countryDialingCode, nationalNumber: member.mobileNum };
    await this.ports.sendSmsCode({ tenant, purpose: 'resetPassword', mobile, ip: staffIp, language });
  }

  /** At most RESET_MAILS_PER_HOUR reset mails to one account in an hour, whoever asks. */
  async #mailAllowed(tenant: TenantContext, member: Member): Promise<boolean> {
    return (await this.state.incr(`pwmail:acct:${tenant.id}:${member.id}`, 3_600_000)) <= RESET_MAILS_PER_HOUR;
  }

  async #mailTemporaryPassword(tenant: TenantContext, member: Member, to: string, password: string, hash: string, language: LanguageCode): Promise<void> {
    await this.members.setTempPassword(tenant.id, member.id, hash, new Date(this.now() + TEMP_PASSWORD_MS));
    const params = { brand: tenant.config.brand.name, account: member.account, password, minutes: TEMP_PASSWORD_MS / 60_000 };
    await this.ports.sendMail(tenant, {
      to,
      subject: this.catalogues.t(language, 'email.tempPassword.subject', params),
      text: this.catalogues.t(language, 'email.tempPassword.text', params),
    });
  }

  /**
   * SMS code + new password, then signed in (spec §4 phone reset: automatic login). When the page the reset came
   * from does not admit the account (a non-agent resetting on the agent page, spec §6), the password is reset all
   * the same (the code proved the phone) but no session starts: 'loginAgain' ("A successful reset otherwise
   * requires logging in again").
   */
  async resetByPhone(tenant: TenantContext, body: ForgotByPhoneBody, client: LoginClient): Promise<SignedIn | 'loginAgain'> {
    rejectNewPassword(body.newPassword, body.confirmNewPassword);
    const mobile = requireMobile(tenant, body.countryDialingCode, body.mobileNum);
    const codeOk = await this.ports.consumeSmsCode({ tenant, purpose: 'resetPassword', mobile, code: body.verificationCode });
    // Only a proven number resets a password: a number someone merely typed at registration is nobody's here.
    const member = codeOk ? await this.members.findByVerifiedMobile(tenant.id, mobile.e164) : null;
    if (!member) throw new AppError(400, 'invalidVerificationCode');
    // Known only now; the code is spent, so these refusals cost the player a new code (rare: the
    // shared rule and the common list were checked before the code).
    rejectNewPassword(body.newPassword, body.confirmNewPassword, member.account);
    if (member.passwordHash && (await verifyPassword(member.passwordHash, body.newPassword))) throw new AppError(400, 'passwordUnchanged');
    const weak = tenant.config.settings?.weakDefaultPassword;
    if (weak && body.newPassword === weak) throw new AppError(400, 'passwordTooWeak');
    await this.members.setPassword(tenant.id, member.id, await hashPassword(body.newPassword));
    await this.sessions.revokeAll(tenant.id, member.id);
    if (sceneRefusal(member, body.scene ?? 'member')) return 'loginAgain';
    return this.login.start(tenant, { ...member, mustChangePassword: false }, 'password', false, client);
  }
}
