// Staff sign-in and sessions (the operator host only). Two steps: the password opens a short-lived
// challenge, and a TOTP code (or a single-use recovery code) turns it into a session; an account that
// has not enrolled yet enrols in that second step (secret + QR code, confirmed by its first code, then
// ten recovery codes shown once). 128-bit random tokens, stored as SHA-256 hashes; idle 15 minutes,
// absolute 8 hours; a CSRF token per session for every write. Failed sign-ins are counted before the
// password is checked (simultaneous guesses cannot all slip under a limit) per (username, address)
// and per address, which lock only that address for the window, and per username, which only asks
// for a captcha: a stranger can never lock a colleague out. The message never says which part was wrong.
// Second-factor guesses are reserved the same way, per challenge and per account (only someone who
// knows the password can spend those).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import { reserveAttempt } from '../../shared-state/attempt-reservation.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { CaptchaService } from '../captcha/captcha.service.ts';
import { hashPassword, verifyPassword } from '../accounts/password-hasher.ts';
import type { StaffRepository, StaffUser } from './staff.repository.ts';
import type { StaffRole } from './staff.table.ts';
import { matchTotp, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, totpQrSvg, totpUri } from './staff-totp.ts';
import type { SecretBox } from './secret-box.ts';

export interface StaffTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export const STAFF_TIMEOUTS: StaffTimeouts = { idleMs: 15 * 60_000, absoluteMs: 8 * 60 * 60_000 };
export const STAFF_LOGIN_LIMITS = { perPair: 5, captchaAfterPerUser: 5, perIp: 30, windowMs: 15 * 60_000 };
/** Life of the sign-in form's pre-session token. */
const PRE_SESSION_MS = 30 * 60_000;
/** Between the password and the code: long enough to open an authenticator app or scan a QR code. */
const CHALLENGE_MS = 5 * 60_000;
export const SECOND_FACTOR_LIMITS = { perChallenge: 5, perAccount: 10, windowMs: 15 * 60_000 };
const TOTP_ISSUER = 'Portal back office';

interface StoredChallenge {
  staffId: number;
  /** Only while enrolling: the secret the QR code shows, confirmed by the first good code. */
  pendingSecret?: string;
}

/** What the first step answers: the challenge token and whether the account must enrol first. */
export interface SignInChallenge {
  challenge: string;
  enrol: boolean;
}

export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

export interface SecondFactorAnswer {
  code?: string;
  recoveryCode?: string;
}

export interface StaffCaptchaAnswer {
  id?: string;
  answer?: string;
}
/** last_seen_at is written at most this often (a page view is not a database write). */
const TOUCH_EVERY_MS = 60_000;

const pendingContext = (staffId: number) => `staff-totp-pending:${staffId}`;

export interface StaffSession {
  staffId: number;
  username: string;
  role: StaffRole;
  /** Empty = every tenant. */
  tenantIds: readonly string[];
  csrfToken: string;
  tokenHash: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const userKey = (user: string) => `staff:fail:u:${user}`;
const challengeKey = (challenge: string) => `staff:challenge:${hashToken(challenge)}`;

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// A fixed hash verified when the username is unknown, so both answers take the same time.
const DUMMY_HASH = hashPassword('not-a-staff-password-0');

export class StaffAuthService {
  readonly #captchaService: CaptchaService;

  constructor(
    private readonly repo: StaffRepository,
    private readonly state: SharedState,
    /** Seals the secret of an enrolment in progress while it waits in the shared state (Redis) for its first code. */
    private readonly box: SecretBox,
    private readonly timeouts: StaffTimeouts = STAFF_TIMEOUTS,
    private readonly now: () => number = Date.now,
  ) {
    // The image captcha of the portal, on the same shared state (its ids are random, so no brand is needed).
    this.#captchaService = new CaptchaService(state, { now });
  }

  private get captcha(): CaptchaService {
    return this.#captchaService;
  }

  /** A pre-session for the sign-in form: `id` goes in an HttpOnly cookie, `csrf` in the form. */
  async startPreSession(): Promise<{ id: string; csrf: string }> {
    const id = randomBytes(16).toString('base64url');
    const csrf = randomBytes(16).toString('base64url');
    await this.state.set(`staff:pre:${hashToken(id)}`, csrf, PRE_SESSION_MS);
    return { id, csrf };
  }

  /** Whether a sign-in post carries the token of the form its own browser was given. */
  async checkPreSession(id: string | undefined, csrf: unknown): Promise<boolean> {
    if (!id || id.length > 64 || typeof csrf !== 'string') return false;
    const stored = await this.state.get(`staff:pre:${hashToken(id)}`);
    return stored !== null && safeEqual(stored, csrf);
  }

  /** Whether sign-ins as this username must carry a solved captcha (it has had too many failures). */
  async needsCaptcha(username: string): Promise<boolean> {
    return Number((await this.state.get(userKey(username.trim().toLowerCase()))) ?? 0) >= STAFF_LOGIN_LIMITS.captchaAfterPerUser;
  }

  issueCaptcha(replaces?: string): Promise<{ id: string; image: string }> {
    return this.captcha.issue(replaces);
  }

  async login(username: string, password: string, ip: string, captcha: StaffCaptchaAnswer = {}): Promise<SignInChallenge> {
    const user = username.trim().toLowerCase();
    const limits = STAFF_LOGIN_LIMITS;
    const keys = [`staff:fail:p:${user}:${ip}`, userKey(user), `staff:fail:ip:${ip}`];
    const attempt = await reserveAttempt(this.state, keys, limits.windowMs);
    // Each count includes this attempt.
    const [pair, byUser, byIp] = attempt.counts as [number, number, number];
    try {
      if (pair > limits.perPair || byIp > limits.perIp) throw new AppError(429, 'tooManyRequests');
      if (byUser > limits.captchaAfterPerUser) {
        if (!captcha.answer) throw new AppError(400, 'captchaRequired');
        if (!(await this.captcha.verify(captcha.id, captcha.answer))) throw new AppError(400, 'captchaInvalid');
      }
      const row = await this.repo.findByUsername(user);
      const good = row ? await verifyPassword(row.passwordHash, password) : (await verifyPassword(await DUMMY_HASH, password), false);
      if (!row || !good || row.disabled) {
        attempt.keep();
        throw new AppError(401, 'staffLoginFailed');
      }
      // A success is no failure: its counts go back (the address's too: colleagues share an office
      // address), and the pair's and username's failures start again.
      await attempt.release();
      await Promise.all([this.state.del(keys[0]!), this.state.del(keys[1]!)]);
      const challenge = randomBytes(16).toString('base64url');
      const stored: StoredChallenge = { staffId: row.id };
      await this.state.set(challengeKey(challenge), JSON.stringify(stored), CHALLENGE_MS);
      return { challenge, enrol: row.totpSecret === null };
    } finally {
      await attempt.release();
    }
  }

  /** For an account without a confirmed enrolment: the secret to add to an authenticator app, as text and QR code. */
  async enrolment(challenge: string): Promise<Enrolment> {
    const { stored, user } = await this.#openChallenge(challenge);
    if (user.totpSecret !== null) throw new AppError(409, 'staffAlreadyEnrolled');
    // A waiting secret that does not open (the key changed between instances) is replaced by a fresh one.
    const kept = stored.pendingSecret ? this.#pending(stored, user.id) : '';
    const secret = kept || newTotpSecret();
    if (!kept)
      await this.state.set(challengeKey(challenge), JSON.stringify({ ...stored, pendingSecret: this.box.seal(secret, pendingContext(user.id)) }), CHALLENGE_MS);
    const uri = totpUri(TOTP_ISSUER, user.username, secret);
    return { secret, uri, qrSvg: await totpQrSvg(uri) };
  }

  /**
   * The second step: a TOTP code (or, once enrolled, a recovery code) turns the challenge into a session.
   * Enrolling, the first good code confirms the secret and the answer carries the new recovery codes.
   */
  async completeSignIn(challenge: string, answer: SecondFactorAnswer): Promise<{ token: string; session: StaffSession; recoveryCodes?: string[] }> {
    const { stored, user } = await this.#openChallenge(challenge);
    const attempt = await reserveAttempt(this.state, [`staff:2fa:c:${hashToken(challenge)}`, `staff:2fa:u:${user.id}`], SECOND_FACTOR_LIMITS.windowMs);
    const [byChallenge, byAccount] = attempt.counts as [number, number];
    try {
      if (byChallenge > SECOND_FACTOR_LIMITS.perChallenge || byAccount > SECOND_FACTOR_LIMITS.perAccount) {
        await this.state.del(challengeKey(challenge));
        throw new AppError(429, 'tooManyRequests');
      }
      let recoveryCodes: string[] | undefined;
      if (user.totpSecret === null) {
        const pending = stored.pendingSecret ? this.#pending(stored, user.id) : null;
        const step = pending && answer.code ? matchTotp(pending, answer.code, this.now()) : null;
        if (step === null) throw new AppError(401, 'staffCodeInvalid');
        recoveryCodes = newRecoveryCodes();
        const confirmed = await this.repo.confirmTotp(
          user.id,
          pending!,
          step,
          recoveryCodes.map((c) => hashToken(normaliseRecoveryCode(c))),
        );
        if (!confirmed) throw new AppError(409, 'staffAlreadyEnrolled');
      } else if (answer.recoveryCode) {
        if (!(await this.repo.useRecoveryCode(user.id, hashToken(normaliseRecoveryCode(answer.recoveryCode))))) throw new AppError(401, 'staffCodeInvalid');
      } else {
        const step = answer.code ? matchTotp(user.totpSecret, answer.code, this.now()) : null;
        // A code that was already used (this step or a later one) is refused: a code seen over a shoulder is worthless.
        if (step === null || !(await this.repo.claimTotpStep(user.id, step))) throw new AppError(401, 'staffCodeInvalid');
      }
      attempt.keep();
      await Promise.all([this.state.del(challengeKey(challenge)), this.state.del(`staff:2fa:u:${user.id}`)]);
      const token = randomBytes(16).toString('base64url');
      const csrfToken = randomBytes(16).toString('base64url');
      const tokenHash = hashToken(token);
      await this.repo.createSession(tokenHash, user.id, csrfToken);
      return { token, session: toSession(user, csrfToken, tokenHash), recoveryCodes };
    } catch (err) {
      attempt.keep();
      throw err;
    } finally {
      await attempt.release();
    }
  }

  /** The enrolment's secret from the challenge; '' (matches nothing) when it does not open. */
  #pending(stored: StoredChallenge, staffId: number): string {
    try {
      return this.box.open(stored.pendingSecret!, pendingContext(staffId));
    } catch {
      return '';
    }
  }

  async #openChallenge(challenge: string): Promise<{ stored: StoredChallenge; user: StaffUser }> {
    const raw = challenge.length <= 64 ? await this.state.get(challengeKey(challenge)) : null;
    const stored = raw ? (JSON.parse(raw) as StoredChallenge) : null;
    const user = stored ? await this.repo.findById(stored.staffId) : null;
    if (!stored || !user || user.disabled) throw new AppError(401, 'staffChallengeExpired');
    return { stored, user };
  }

  /** The live session of this token, or null (unknown, idle too long, too old, or the account disabled). */
  async resolve(token: string | undefined): Promise<StaffSession | null> {
    if (!token || token.length > 64) return null;
    const tokenHash = hashToken(token);
    const found = await this.repo.sessionOf(tokenHash);
    if (!found) return null;
    const now = this.now();
    if (found.user.disabled || now - found.lastSeenAt.getTime() > this.timeouts.idleMs || now - found.createdAt.getTime() > this.timeouts.absoluteMs) {
      await this.repo.deleteSession(tokenHash);
      return null;
    }
    if (now - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) await this.repo.touchSession(tokenHash, new Date(now));
    return toSession(found.user, found.csrfToken, tokenHash);
  }

  async logout(session: StaffSession): Promise<void> {
    await this.repo.deleteSession(session.tokenHash);
  }
}

function toSession(user: StaffUser, csrfToken: string, tokenHash: string): StaffSession {
  return { staffId: user.id, username: user.username, role: user.role, tenantIds: user.tenantIds, csrfToken, tokenHash };
}
