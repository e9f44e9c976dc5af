// Staff sign-in and sessions (the operator host only). 128-bit random tokens, stored as SHA-256
// hashes; idle 15 minutes, absolute 8 hours; a CSRF token per session for every form. Failed
// sign-ins are counted per username and per address: past the limit the answer is "too many
// attempts" for the window, whatever the password — and the message never says which part was wrong.
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { hashPassword, verifyPassword } from '../accounts/password-hasher.ts';
import type { StaffRepository, StaffUser } from './staff.repository.ts';
import type { StaffRole } from './staff.table.ts';

export interface StaffTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export const STAFF_TIMEOUTS: StaffTimeouts = { idleMs: 15 * 60_000, absoluteMs: 8 * 60 * 60_000 };
export const STAFF_LOGIN_LIMITS = { perUser: 5, perIp: 30, windowMs: 15 * 60_000 };
/** last_seen_at is written at most this often (a page view is not a database write). */
const TOUCH_EVERY_MS = 60_000;

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

// A fixed hash verified when the username is unknown, so both answers take the same time.
const DUMMY_HASH = hashPassword('not-a-staff-password-0');

export class StaffAuthService {
  constructor(
    private readonly repo: StaffRepository,
    private readonly state: SharedState,
    private readonly timeouts: StaffTimeouts = STAFF_TIMEOUTS,
    private readonly now: () => number = Date.now,
  ) {}

  async login(username: string, password: string, ip: string): Promise<{ token: string; session: StaffSession }> {
    const user = username.trim().toLowerCase();
    const userKey = `staff:fail:u:${user}`;
    const ipKey = `staff:fail:ip:${ip}`;
    const [userFails, ipFails] = await Promise.all([this.state.get(userKey), this.state.get(ipKey)]);
    if (Number(userFails ?? 0) >= STAFF_LOGIN_LIMITS.perUser || Number(ipFails ?? 0) >= STAFF_LOGIN_LIMITS.perIp) throw new AppError(429, 'tooManyRequests');
    const row = await this.repo.findByUsername(user);
    const good = row ? await verifyPassword(row.passwordHash, password) : (await verifyPassword(await DUMMY_HASH, password), false);
    if (!row || !good || row.disabled) {
      await Promise.all([this.state.incr(userKey, STAFF_LOGIN_LIMITS.windowMs), this.state.incr(ipKey, STAFF_LOGIN_LIMITS.windowMs)]);
      throw new AppError(401, 'staffLoginFailed');
    }
    await this.state.del(userKey);
    const token = randomBytes(16).toString('base64url');
    const csrfToken = randomBytes(16).toString('base64url');
    const tokenHash = hashToken(token);
    await this.repo.createSession(tokenHash, row.id, csrfToken);
    return { token, session: toSession(row, csrfToken, tokenHash) };
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
