// The one query-key factory of the missions feature: all of it is the member's (under MEMBER_KEY, dropped on
// logout, a 401 or another sign-in: lib/query/member-keys.ts).
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

const memberRoot = [...MEMBER_KEY, 'missions'] as const;

export const missionsKeys = {
  member: memberRoot,
  summary: (language: string) => [...memberRoot, 'summary', language] as const,
  leaderboard: () => [...memberRoot, 'leaderboard'] as const,
};
