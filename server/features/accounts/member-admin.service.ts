// What the back office does with members (the players pages, issue 16 item 5): find them, read a
// profile and the sign-in history, lock and unlock, end every session, and send a password reset
// through the player's own recovery paths. One tenant at a time: the brand scope, the permission and
// the audit are the caller's (server/features/player-admin). No Express, no SQL.
import type { PlayerLoginView, PlayerProfile, PlayerStatus, PlayerSummary, ResetChannel, SearchField } from '../../../schemas/generated/player-admin.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { MemberLoginsRepository } from './member-logins.repository.ts';
import type { Db } from '../../db/database.ts';
import { MembersRepository, type Member } from './members.repository.ts';
import type { PasswordsService } from './passwords.service.ts';
import type { SessionsService } from './sessions.service.ts';

export const MEMBER_SEARCH_PAGE_SIZE = 20;
export const MEMBER_LOGINS_PAGE_SIZE = 20;

const mobileOf = (m: Member) => (m.mobileE164 ? { e164: m.mobileE164, verified: m.mobileVerified } : null);

const toSummary = (m: Member): PlayerSummary => ({
  id: m.id,
  account: m.account,
  nickname: m.nickname,
  type: m.type,
  email: m.email,
  mobile: mobileOf(m),
  status: m.status,
  createdAt: m.createdAt.toISOString(),
  lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
});

const toProfile = (m: Member): PlayerProfile => ({
  ...toSummary(m),
  payeeName: m.payeeName,
  affiliateCode: m.affiliateCode,
  uplineId: m.uplineId,
  loginCount: m.loginCount,
  registerMethod: m.registerMethod,
});

/** Where a reset can go: an e-mail address, a number an SMS code proved. */
const resetChannelsOf = (m: Member): ResetChannel[] => [
  ...(m.email ? (['email'] as const) : []),
  ...(m.mobileVerified && m.mobileE164 ? (['sms'] as const) : []),
];

/** j***@example.com, +66*****0001: enough for staff to tell the player where to look, no more. */
export function maskedAddress(m: Member, channel: ResetChannel): string {
  if (channel === 'email') {
    const [local = '', domain = ''] = (m.email ?? '').split('@');
    return `${[...local][0] ?? ''}***@${domain}`;
  }
  const number = m.mobileE164 ?? '';
  return `${number.slice(0, 3)}${'*'.repeat(Math.max(0, number.length - 7))}${number.slice(-4)}`;
}

export class MemberAdminService {
  constructor(
    private readonly members: MembersRepository,
    private readonly logins: MemberLoginsRepository,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordsService,
  ) {}

  /**
   * Makes a player an agent (an approved /join application). `within`: the caller's transaction, so the
   * application's decision and the new type commit together.
   */
  makeAgent(tenantId: string, memberId: number, within?: Db): Promise<'done' | 'notFound' | 'notPlayer' | 'codeTaken'> {
    return (within ? new MembersRepository(within) : this.members).makeAgent(tenantId, memberId);
  }

  async search(tenantId: string, text: string, field: SearchField, page: number): Promise<{ players: PlayerSummary[]; totalPages: number }> {
    const { rows, total } = await this.members.search(tenantId, text, field, page, MEMBER_SEARCH_PAGE_SIZE);
    return { players: rows.map(toSummary), totalPages: Math.ceil(total / MEMBER_SEARCH_PAGE_SIZE) };
  }

  /** The member's profile and where a password reset can be sent; null for no such member of this tenant. */
  async profile(tenantId: string, memberId: number): Promise<{ profile: PlayerProfile; resetChannels: ResetChannel[] } | null> {
    const member = await this.members.findById(tenantId, memberId);
    return member ? { profile: toProfile(member), resetChannels: resetChannelsOf(member) } : null;
  }

  /**
   * Locks or unlocks the account; whether that changed anything. Locking ends every session after the
   * status is written, so a sign-in under way either sees the lock or has its session ended too.
   */
  async setStatus(tenantId: string, memberId: number, status: PlayerStatus): Promise<boolean> {
    const changed = await this.members.setStatus(tenantId, memberId, status);
    if (status === 'locked') await this.sessions.revokeAll(tenantId, memberId);
    return changed;
  }

  /** Ends every session of the member on every instance (the player signs in again). */
  endSessions(tenantId: string, memberId: number): Promise<void> {
    return this.sessions.revokeAll(tenantId, memberId);
  }

  async loginHistory(tenantId: string, memberId: number, page: number): Promise<{ logins: PlayerLoginView[]; totalPages: number }> {
    const { rows, total } = await this.logins.page(tenantId, memberId, page, MEMBER_LOGINS_PAGE_SIZE);
    return {
      logins: rows.map((r) => ({ at: r.at.toISOString(), method: r.method, ip: r.ip, device: r.device })),
      totalPages: Math.ceil(total / MEMBER_LOGINS_PAGE_SIZE),
    };
  }

  /** Sends the reset (PasswordsService.sendResetForStaff) and says where it went, masked. */
  async sendPasswordReset(tenant: TenantContext, memberId: number, channel: ResetChannel, staffIp: string): Promise<string> {
    await this.passwords.sendResetForStaff(tenant, memberId, channel, staffIp);
    const member = await this.members.findById(tenant.id, memberId);
    return member ? maskedAddress(member, channel) : '';
  }
}
