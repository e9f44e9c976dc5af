// Failed-login limits (ASVS 2.2.1). Counters live in the SharedState, per tenant:
// - per account: after `captchaAfter` failures every attempt needs a solved captcha. There is no
//   account-wide lock: it would let anyone who can solve captchas keep the owner out indefinitely;
// - per account and address: after `lockPairAfter` failures that address is locked out of that
//   account for the rest of the window, while the owner elsewhere can still log in — so an attacker
//   cannot use the lock to keep users out for long;
// - per address: `captchaAfterIp` failures require the captcha for every account, `ipLimit` refuses.
// A success clears the account's counters. Windows start at the first failure and last `windowMs`.
import { AppError } from '../../http/app-error.ts';
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

export class LoginThrottle {
  constructor(
    private readonly state: SharedState,
    readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {}

  #keys(tenantId: string, subject: string, ip: string) {
    return { account: `lf:a:${tenantId}:${subject}`, pair: `lf:p:${tenantId}:${subject}:${ip}`, ip: `lf:i:${tenantId}:${ip}` };
  }

  async #count(key: string): Promise<number> {
    return Number((await this.state.get(key)) ?? 0);
  }

  /** Throws 429 while locked; tells whether this attempt must carry a solved captcha. */
  async check(tenantId: string, subject: string, ip: string): Promise<ThrottleState> {
    const keys = this.#keys(tenantId, subject, ip);
    const [account, pair, byIp] = await Promise.all([this.#count(keys.account), this.#count(keys.pair), this.#count(keys.ip)]);
    const minutes = Math.ceil(this.policy.windowMs / 60_000);
    if (byIp >= this.policy.ipLimit) throw new AppError(429, 'tooManyRequests');
    if (pair >= this.policy.lockPairAfter) throw new AppError(429, 'accountLocked', { params: { minutes } });
    return { captchaRequired: account >= this.policy.captchaAfter || byIp >= this.policy.captchaAfterIp };
  }

  /** Records a failure; returns whether the next attempt needs the captcha. */
  async fail(tenantId: string, subject: string, ip: string): Promise<ThrottleState> {
    const keys = this.#keys(tenantId, subject, ip);
    const [account, , byIp] = await Promise.all([
      this.state.incr(keys.account, this.policy.windowMs),
      this.state.incr(keys.pair, this.policy.windowMs),
      this.state.incr(keys.ip, this.policy.windowMs),
    ]);
    return { captchaRequired: account >= this.policy.captchaAfter || byIp >= this.policy.captchaAfterIp };
  }

  async succeed(tenantId: string, subject: string, ip: string): Promise<void> {
    const keys = this.#keys(tenantId, subject, ip);
    await Promise.all([this.state.del(keys.account), this.state.del(keys.pair)]);
  }
}
