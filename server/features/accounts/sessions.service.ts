// Server-side sessions on the SharedState (database by default, Redis with REDIS_URL). The client
// holds a 128-bit random token; only its SHA-256 is stored, so a leaked store does not leak sessions.
// Timeouts follow ASVS level 2: 30 minutes idle, 12 hours absolute. "Revoke all sessions of a member"
// bumps the member's epoch: sessions of an older epoch are dead, without listing them.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ActiveSession, LoginMethod } from '../../http/session-locals.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** Idle time is refreshed at most this often (or a quarter of the idle timeout), so reads do not become writes on every request. */
const TOUCH_EVERY_MS = 60_000;
const EPOCH_TTL_MS = 10 * 365 * 24 * 60 * 60_000;

interface StoredSession {
  tenantId: string;
  memberId: number;
  account: string;
  type: number;
  loginMethod: LoginMethod;
  mustChangePassword: boolean;
  restricted?: boolean;
  limitEndsAt?: number;
  csrf: string;
  epoch: number;
  createdAt: number;
  lastSeenAt: number;
}

export interface StartedSession {
  token: string;
  csrfToken: string;
}

export interface ResolvedSession extends ActiveSession {
  csrfToken: string;
  tokenHash: string;
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

const newSecret = () => randomBytes(16).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionKey = (tokenHash: string) => `session:${tokenHash}`;
const epochKey = (tenantId: string, memberId: number) => `session-epoch:${tenantId}:${memberId}`;

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class SessionsService {
  constructor(
    private readonly state: SharedState,
    private readonly timeouts: SessionTimeouts = { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS },
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * `limitMinutes`: the member's session time limit (player protection) ends this session that long after it
   * starts. `protection`, when given, is asked after the member's epoch is read and overrides `restricted` and
   * `limitMinutes`: an exclusion its check does not see yet commits after that read, so the epoch bump that
   * follows the exclusion ends this session too (a sign-in racing an exclusion never keeps a normal session).
   */
  async start(
    member: Omit<ActiveSession, 'tenantId' | 'memberId' | 'limitEndsAt'> & { tenantId: string; memberId: number; limitMinutes?: number },
    protection?: () => Promise<{ restricted: boolean; limitMinutes?: number }>,
  ): Promise<StartedSession> {
    const token = newSecret();
    const csrfToken = newSecret();
    const epoch = await this.#epoch(member.tenantId, member.memberId);
    if (protection) member = { ...member, ...(await protection()) };
    const now = this.now();
    const stored: StoredSession = {
      tenantId: member.tenantId,
      memberId: member.memberId,
      account: member.account,
      type: member.type,
      loginMethod: member.loginMethod,
      mustChangePassword: member.mustChangePassword,
      ...(member.restricted ? { restricted: true } : {}),
      ...(member.limitMinutes ? { limitEndsAt: now + member.limitMinutes * 60_000 } : {}),
      csrf: csrfToken,
      epoch,
      createdAt: now,
      lastSeenAt: now,
    };
    await this.#write(hashToken(token), stored);
    return { token, csrfToken };
  }

  /** The live session of `token` for `tenantId`, or null (unknown, expired, revoked, other tenant). */
  async resolve(token: string, tenantId: string): Promise<ResolvedSession | null> {
    if (!token || token.length > 64) return null;
    const tokenHash = hashToken(token);
    const raw = await this.state.get(sessionKey(tokenHash));
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredSession;
    const now = this.now();
    // A session belongs to one tenant: on another brand it is worthless (and is not revealed).
    if (stored.tenantId !== tenantId) return null;
    // The member's own session time limit (player protection) ends the session like the absolute timeout.
    const pastLimit = stored.limitEndsAt !== undefined && now >= stored.limitEndsAt;
    if (pastLimit || now - stored.lastSeenAt >= this.timeouts.idleMs || now - stored.createdAt >= this.timeouts.absoluteMs) {
      await this.state.del(sessionKey(tokenHash));
      return null;
    }
    if (stored.epoch !== (await this.#epoch(stored.tenantId, stored.memberId))) {
      await this.state.del(sessionKey(tokenHash));
      return null;
    }
    if (now - stored.lastSeenAt >= Math.min(TOUCH_EVERY_MS, this.timeouts.idleMs / 4)) await this.#write(tokenHash, { ...stored, lastSeenAt: now });
    return {
      tenantId: stored.tenantId,
      memberId: stored.memberId,
      account: stored.account,
      type: stored.type,
      loginMethod: stored.loginMethod,
      mustChangePassword: stored.mustChangePassword,
      restricted: stored.restricted ?? false,
      startedAt: stored.createdAt,
      ...(stored.limitEndsAt ? { limitEndsAt: stored.limitEndsAt } : {}),
      csrfToken: stored.csrf,
      tokenHash,
    };
  }

  /**
   * Brings the session's end forward to `limitEndsAt` (a session time limit set or lowered while signed in);
   * never later than the end it has. Returns the end it now has.
   */
  async tighten(tokenHash: string, limitEndsAt: number): Promise<number> {
    const raw = await this.state.get(sessionKey(tokenHash));
    if (!raw) return limitEndsAt;
    const stored = JSON.parse(raw) as StoredSession;
    if (stored.limitEndsAt !== undefined && stored.limitEndsAt <= limitEndsAt) return stored.limitEndsAt;
    await this.#write(tokenHash, { ...stored, limitEndsAt });
    return limitEndsAt;
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.state.del(sessionKey(tokenHash));
  }

  /** Ends every session of the member on every instance (password change, reset). */
  async revokeAll(tenantId: string, memberId: number): Promise<void> {
    await this.state.incr(epochKey(tenantId, memberId), EPOCH_TTL_MS);
  }

  /**
   * "Sign out other sessions": ends every session of the member on every instance (epoch bump) except the
   * one of `keepTokenHash`, which is rewritten into the new epoch.
   */
  async revokeOthers(tenantId: string, memberId: number, keepTokenHash: string): Promise<void> {
    const raw = await this.state.get(sessionKey(keepTokenHash));
    const epoch = await this.state.incr(epochKey(tenantId, memberId), EPOCH_TTL_MS);
    if (!raw) return;
    const stored = JSON.parse(raw) as StoredSession;
    if (stored.tenantId !== tenantId || stored.memberId !== memberId) return;
    await this.#write(keepTokenHash, { ...stored, epoch });
  }

  async #epoch(tenantId: string, memberId: number): Promise<number> {
    return Number((await this.state.get(epochKey(tenantId, memberId))) ?? 0);
  }

  async #write(tokenHash: string, stored: StoredSession): Promise<void> {
    const left = Math.min(this.timeouts.idleMs - (this.now() - stored.lastSeenAt), this.timeouts.absoluteMs - (this.now() - stored.createdAt));
    if (left > 0) await this.state.set(sessionKey(tokenHash), JSON.stringify(stored), left);
  }
}
