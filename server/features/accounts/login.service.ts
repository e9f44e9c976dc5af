// Signing in: username + password, mobile + SMS code, free play (guest), and the session start that
// every way of signing in (registration, phone reset, social) ends with.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import type { LoginMethod } from '../../http/session-locals.ts';
import { TRIAL_ACCOUNT_TYPE } from '../../http/session-locals.ts';
import { reserveAttempt } from '../../shared-state/attempt-reservation.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { requireMobile } from '../verification/mobile-number.ts';
import { AGENT_TYPES, type AccountsPorts } from './accounts.ports.ts';
import { appPlatformOf } from './app-client.ts';
import type { LoginAttempt, LoginThrottle } from './login-throttle.ts';
import type { MemberLoginsRepository } from './member-logins.repository.ts';
import { accountKey, type Member, type MembersRepository } from './members.repository.ts';
import { verifyPassword } from './password-hasher.ts';
import type { SessionsService, StartedSession } from './sessions.service.ts';

export type LoginScene = 'member' | 'agent';

export interface SignedIn {
  member: Member;
  started: StartedSession;
  flags: { firstTimeLogin: boolean; passwordExpired: boolean };
}

/** Where a sign-in comes from: the client address and its device (User-Agent), kept in the sign-in history. */
export interface LoginClient {
  ip: string;
  device: string;
  /** The raw X-App-Client header: a valid one marks a sign-in from the brand's app (app-client.ts). */
  appHeader?: string;
}

/** Staff locked the account (back office): it signs in no way at all. */
export const accountSuspended = () => new AppError(403, 'accountSuspended');

export interface PasswordLogin {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
  humanCheck?: string;
  scene: LoginScene;
}

export interface SmsLogin {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  scene: LoginScene;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const FREEPLAY_PER_IP_PER_HOUR = 10;
export const FREEPLAY_PER_BRAND_PER_HOUR = 300;

/** Why the login of `scene` does not admit this account (spec §6), or null when it does. */
export function sceneRefusal(member: Pick<Member, 'type'>, scene: LoginScene): 'nonAgentLogin' | 'nonMemberLogin' | null {
  if (scene === 'agent' && !AGENT_TYPES.includes(member.type)) return 'nonAgentLogin';
  if (scene === 'member' && member.type === TRIAL_ACCOUNT_TYPE) return 'nonMemberLogin';
  return null;
}

export class LoginService {
  constructor(
    private readonly members: MembersRepository,
    private readonly logins: MemberLoginsRepository,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly state: SharedState,
    private readonly ports: AccountsPorts,
    private readonly now: () => number = Date.now,
  ) {}

  async withPassword(tenant: TenantContext, input: PasswordLogin, client: LoginClient): Promise<SignedIn> {
    const attempt = await this.throttle.reserve(tenant.id, accountKey(input.username), client.ip);
    try {
      return await this.#withPassword(tenant, input, attempt, client);
    } finally {
      await attempt.release();
    }
  }

  async #withPassword(tenant: TenantContext, input: PasswordLogin, attempt: LoginAttempt, client: LoginClient): Promise<SignedIn> {
    if (attempt.captchaRequired) {
      if (!input.captcha) throw new AppError(400, 'captchaRequired');
      if (!(await this.ports.verifyCaptcha(input.captchaId, input.captcha))) throw new AppError(400, 'captchaInvalid');
    }
    if (!(await this.ports.verifyHumanCheck(tenant, input.humanCheck))) throw new AppError(400, 'humanCheckFailed');

    const member = await this.members.findByAccount(tenant.id, input.username);
    // Unknown account and wrong password take the same time and give the same answer.
    const own = await verifyPassword(member?.passwordHash ?? null, input.password);
    const temp =
      !own && member?.tempPasswordHash && member.tempPasswordExpiresAt && member.tempPasswordExpiresAt.getTime() > this.now()
        ? await verifyPassword(member.tempPasswordHash, input.password)
        : false;
    if (!member || (!own && !temp)) {
      const next = attempt.fail();
      throw new AppError(401, next.captchaRequired ? 'captchaRequired' : 'loginFailed', { messageKey: 'errors.loginFailed' });
    }
    await attempt.succeed();
    this.#checkScene(member, input.scene);
    if (temp) await this.members.consumeTempPassword(tenant.id, member.id);
    const passwordExpired = temp || member.mustChangePassword || this.#expired(tenant, member, input.password);
    return this.start(tenant, member, 'password', passwordExpired, client);
  }

  async withSmsCode(tenant: TenantContext, input: SmsLogin, client: LoginClient): Promise<SignedIn> {
    const mobile = requireMobile(tenant, input.countryDialingCode, input.mobileNum);
    const attempt = await this.throttle.reserve(tenant.id, mobile.e164, client.ip);
    try {
      const codeOk = await this.ports.consumeSmsCode({ tenant, purpose: 'login', mobile, code: input.verificationCode });
      // Only a proven number signs in: a number someone merely typed at registration is nobody's here.
      const member = codeOk ? await this.members.findByVerifiedMobile(tenant.id, mobile.e164) : null;
      if (!member) {
        attempt.fail();
        throw new AppError(401, 'invalidVerificationCode', { messageKey: 'errors.invalidVerificationCode' });
      }
      await attempt.succeed();
      this.#checkScene(member, input.scene);
      // No forced password change after an SMS login (spec §4): the code proved the phone.
      return this.start(tenant, member, 'sms', false, client);
    } finally {
      await attempt.release();
    }
  }

  /** A guest (type 4) account with the brand's demo balance. */
  async freePlay(tenant: TenantContext, client: LoginClient): Promise<SignedIn> {
    const { ip } = client;
    // Per address and per brand an hour, each a slot taken atomically before the account is made.
    const settings = tenant.config.settings ?? {};
    const slot = await reserveAttempt(this.state, [`freeplay:${tenant.id}:${ip}`, `freeplay:brand:${tenant.id}`], HOUR_MS);
    const [byIp, byBrand] = slot.counts as [number, number];
    if (
      byIp > (settings.freePlayPerAddressPerHour ?? FREEPLAY_PER_IP_PER_HOUR) ||
      byBrand > (settings.freePlayPerBrandPerHour ?? FREEPLAY_PER_BRAND_PER_HOUR)
    ) {
      await slot.release();
      throw new AppError(429, 'freePlayLimit');
    }
    slot.keep();
    for (let attempt = 0; attempt < 5; attempt++) {
      const account = `guest${randomBytes(5).toString('hex')}`;
      const created = await this.members.insert({ tenantId: tenant.id, account, nickname: account, type: TRIAL_ACCOUNT_TYPE, registerMethod: 'freeplay' });
      if ('conflict' in created) continue;
      const { code } = tenant.config.currency;
      await this.ports.openWallet(tenant.id, created.id, code);
      const amount = tenant.config.settings?.freePlayBalance ?? 0;
      if (amount > 0) await this.ports.grantFreePlay(tenant.id, created.id, amount, code);
      return this.start(tenant, created, 'freeplay', false, client);
    }
    throw new Error('could not pick a free guest account name');
  }

  /**
   * Starts a session for `member`, counts the login and records it in the sign-in history. A locked
   * member gets 403 accountSuspended. The status is read again after the session exists: a lock that
   * lands meanwhile either is seen here, or ends this session with the rest (its epoch bump comes
   * after the session read the epoch).
   */
  async start(tenant: TenantContext, member: Member, method: LoginMethod, passwordExpired: boolean, client: LoginClient): Promise<SignedIn> {
    if (member.status !== 'active') throw accountSuspended();
    const ports = this.ports;
    // Asked by the session store after it read the member's epoch: see SessionsService.start.
    const protection =
      member.type !== TRIAL_ACCOUNT_TYPE && ports.protectionAtLogin
        ? async () => {
            const p = await ports.protectionAtLogin!(tenant.id, member.id);
            return { restricted: p.excluded, limitMinutes: p.sessionLimitMinutes ?? undefined };
          }
        : undefined;
    const started = await this.sessions.start(
      {
        tenantId: tenant.id,
        memberId: member.id,
        account: member.account,
        type: member.type,
        loginMethod: method,
        mustChangePassword: passwordExpired,
        restricted: false,
      },
      protection,
    );
    const before = await this.members.recordLogin(tenant.id, member.id);
    if (before === null) {
      await this.sessions.revokeAll(tenant.id, member.id);
      throw accountSuspended();
    }
    // A sign-in from the brand's app (proven by the app key's signature) also writes member.app_signed_in, with the
    // history row (the session itself lives in the shared state): the app-download bonus's cue.
    const platform = member.type === TRIAL_ACCOUNT_TYPE ? null : appPlatformOf(tenant, client.appHeader, this.now());
    await this.logins.record(tenant.id, member.id, { method, ip: client.ip, device: client.device }, platform ? { platform, type: member.type } : undefined);
    return { member, started, flags: { firstTimeLogin: before === 0, passwordExpired } };
  }

  /** The weak default password, or an old one where the brand forces expiry (module PWDEXPIRY). */
  #expired(tenant: TenantContext, member: Member, password: string): boolean {
    const settings = tenant.config.settings ?? {};
    if (settings.weakDefaultPassword && password === settings.weakDefaultPassword) return true;
    if (!tenant.enabled.has('PWDEXPIRY') || !member.passwordChangedAt) return false;
    return this.now() - member.passwordChangedAt.getTime() > (settings.passwordExpiryDays ?? 90) * DAY_MS;
  }

  /**
   * The agent page admits agents only (spec §6 'Non-agents cannot log in'); the member login admits members only
   * (spec §6 'Non-member account unable to login'): a trial account (type 4, spec §6 "non-real") is entered through
   * free play alone, never by a username or a code, even if it somehow has credentials. Checked after the
   * credentials, so the answer tells nothing about an account to someone who does not hold it.
   */
  #checkScene(member: Member, scene: LoginScene): void {
    const refusal = sceneRefusal(member, scene);
    if (refusal) throw new AppError(403, refusal);
  }
}
