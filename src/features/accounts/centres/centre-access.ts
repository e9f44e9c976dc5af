// Who may do what (spec §4 "Member/agent centres", "Protected actions"; §6 roles), as pure decisions:
// no session → the login page; a trial (type 4) account → the in_need_true_account warning; the agent
// centre only for agent types 1, 2, 41, 42 whose rule is true (member info agentCentre, computed on
// the server from the brand's rule and the module).
import type { MemberInfo } from '../../../../schemas/generated/auth.ts';

export const TRIAL_ACCOUNT_TYPE = 4;
export const AGENT_CENTRE_TYPES: readonly number[] = [1, 2, 41, 42];

export type AccessDecision =
  | 'allow'
  /** No session: go to /login. */
  | 'login'
  /** A trial account: the in_need_true_account warning. */
  | 'trial'
  /** Signed in with a real account that this place is not for (agent centre for a non-agent). */
  | 'denied'
  /** The brand has this place switched off. */
  | 'unavailable';

type Member = Pick<MemberInfo, 'type' | 'agentCentre'>;

export function protectedActionAccess(signedIn: boolean, member: Member | undefined): AccessDecision {
  if (!signedIn || !member) return 'login';
  return member.type === TRIAL_ACCOUNT_TYPE ? 'trial' : 'allow';
}

export function memberCentreAccess(signedIn: boolean, member: Member | undefined, moduleOn: boolean): AccessDecision {
  if (!moduleOn) return 'unavailable';
  return protectedActionAccess(signedIn, member);
}

export function agentCentreAccess(signedIn: boolean, member: Member | undefined, moduleOn: boolean): AccessDecision {
  if (!moduleOn) return 'unavailable';
  if (!signedIn || !member) return 'login';
  if (member.type === TRIAL_ACCOUNT_TYPE) return 'trial';
  return AGENT_CENTRE_TYPES.includes(member.type) && member.agentCentre ? 'allow' : 'denied';
}
