// Member → the spec's member-info value (§3). The agent-centre flag applies the tenant's rule for
// the account type (spec §6: types 1, 2, 41, 42 with the rule true, and the module on).
import type { MemberInfo } from '../../../schemas/generated/auth.ts';
import type { ActiveSession } from '../../http/session-locals.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { nationalFormat } from '../verification/mobile-number.ts';
import { AGENT_TYPES } from './accounts.ports.ts';
import type { Member } from './members.repository.ts';

export function agentCentreAllowed(tenant: TenantContext, type: number): boolean {
  const rules = tenant.config.agentCentre?.rules as Record<string, boolean | undefined> | undefined;
  return tenant.enabled.has('AGENTCENTRE') && AGENT_TYPES.includes(type) && rules?.[String(type)] === true;
}

/** The member's VIP labels (issue 20: the loyalty feature's, passed in through app.ts). */
export type MemberLabelsPort = (tenant: TenantContext, memberId: number, language: string) => Promise<Pick<MemberInfo, 'clubLabel' | 'memberLabel'>>;

export function toMemberInfo(
  tenant: TenantContext,
  member: Member,
  session: ActiveSession,
  labels?: Pick<MemberInfo, 'clubLabel' | 'memberLabel'>,
): MemberInfo {
  const info: MemberInfo = {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.uplineId !== null,
    clubLabel: labels?.clubLabel ?? { labelName: 'VIP0', rankLevel: 0 },
    memberLabel: labels?.memberLabel ?? [],
    userName: member.payeeName ?? member.account,
    currency: tenant.config.currency.code,
    hasPassword: member.passwordHash !== null,
    mustChangePassword: session.mustChangePassword,
    loginMethod: session.loginMethod,
    agentCentre: agentCentreAllowed(tenant, member.type),
  };
  if (member.mobileNum && member.countryDialingCode) {
    info.mobileNum = member.mobileNum;
    info.countryDialingCode = member.countryDialingCode;
    info.mobileVerified = member.mobileVerified;
    if (member.mobileE164) info.mobileNational = nationalFormat(member.mobileE164);
  }
  if (member.email) info.email = member.email;
  return info;
}
