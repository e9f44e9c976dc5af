// The one query-key factory of agent recruitment. The member's own application lives under MEMBER_KEY, the
// root the session code drops on logout or another sign-in, so the next person never sees it.
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

const memberRoot = [...MEMBER_KEY, 'agentRecruitment'] as const;

export const agentRecruitmentKeys = {
  member: memberRoot,
  myApplication: () => [...memberRoot, 'application'] as const,
};
