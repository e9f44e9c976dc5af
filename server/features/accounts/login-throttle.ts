// Failed-login limits (ASVS 2.2.1). Counters live in the SharedState, per tenant:
// - per account: after `captchaAfter` failures every attempt needs a solved captcha. There is no
//   account-wide lock: it would let anyone who can solve captchas keep the owner out indefinitely;
// - per account and address: after `lockPairAfter` failures that address is locked out of that
//   account for the rest of the window, while the owner elsewhere can still log in — so an attacker
//   cannot use the lock to keep users out for long;
// - per address: `captchaAfterIp` failures require the captcha for every account, `ipLimit` refuses.
// A success clears the account's counters. Windows start at the first failure and last `windowMs`.
// Every attempt is counted before the password is checked, so simultaneous guesses cannot all slip
// under a limit; attempts that never reach the check are given back.
import { AppError } from '../../http/app-error.ts';
import { reserveAttempt } from '../../shared-state/attempt-reservation.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';

export interface ThrottlePolicy {
  windowMs: number;
  captchaAfter: number;
  captchaAfterIp: number;
  lockPairAfter: number;
  ipLimit: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  captchaAfter: 3,
  captchaAfterIp: 10,
  lockPairAfter: 10,
  ipLimit: 100,
};

export interface ThrottleState {
  captchaRequired: boolean;
}

/** One sign-in attempt, counted before its secret is checked (see attempt-reservation.ts). */
export interface LoginAttempt extends ThrottleState {
  /** The secret was wrong: the attempt stays counted; tells whether the next one needs the captcha. */
  fail(): ThrottleState;
  /** The secret was right: gives its count back and clears the account's counters. */
  succeed(): Promise<void>;
  /** The attempt never reached the check (captcha missing, bad input...): it does not count. */
  release(): Promise<void>;
}

export class LoginThrottle {
  constructor(
    private readonly state: SharedState,
    readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {}

  #keys(tenantId: string, subject: string, ip: string) {
    return { account: `lf:a:${tenantId}:${subject}`, pair: `lf:p:${tenantId}:${subject}:${ip}`, ip: `lf:i:${tenantId}:${ip}` };
  }

  /**
   * Counts this attempt, then throws 429 when it is past the address or pair limit (given back), else
   * tells whether it must carry a solved captcha. The caller settles it: fail, succeed or release.
   */
  async reserve(tenantId: string, subject: string, ip: string): Promise<LoginAttempt> {
    const keys = this.#keys(tenantId, subject, ip);
    const reservation = await reserveAttempt(this.state, [keys.account, keys.pair, keys.ip], this.policy.windowMs);
    // Each count includes this attempt: "more than the limit" means the limit was already reached.
    const [account, pair, byIp] = reservation.counts as [number, number, number];
    const minutes = Math.ceil(this.policy.windowMs / 60_000);
    if (byIp > this.policy.ipLimit) {
      await reservation.release();
      throw new AppError(429, 'tooManyRequests');
    }
    if (pair > this.policy.lockPairAfter) {
      await reservation.release();
      throw new AppError(429, 'accountLocked', { params: { minutes } });
    }
    const policy = this.policy;
    return {
      captchaRequired: account > policy.captchaAfter || byIp > policy.captchaAfterIp,
      fail() {
        reservation.keep();
        return { captchaRequired: account >= policy.captchaAfter || byIp >= policy.captchaAfterIp };
      },
      succeed: async () => {
        // A success is no failure: its count goes back everywhere (an office behind one address signs in
        // all day), and the account's and pair's failures start again.
        await reservation.release();
        await Promise.all([this.state.del(keys.account), this.state.del(keys.pair)]);
      },
      release: () => reservation.release(),
    };
  }
}
