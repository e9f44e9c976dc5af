// The one query-key factory of the loyalty feature. The catalogue and the earning rules as every visitor
// sees them live under ['loyalty']; the member's points, redeems and point movements under MEMBER_KEY (dropped
// on logout, a 401 or another sign-in: lib/query/member-keys.ts).
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

const root = ['loyalty'] as const;
const memberRoot = [...MEMBER_KEY, 'loyalty'] as const;

export const loyaltyKeys = {
  all: root,
  config: () => [...root, 'config'] as const,
  member: memberRoot,
  balance: () => [...memberRoot, 'balance'] as const,
  rewards: (language: string, signedIn: boolean) => [...memberRoot, 'rewards', language, signedIn] as const,
  redeems: (pageNo: number, language: string) => [...memberRoot, 'redeems', pageNo, language] as const,
  transactions: (pageNo: number) => [...memberRoot, 'transactions', pageNo] as const,
  vip: (language: string, signedIn: boolean) => [...memberRoot, 'vip', language, signedIn] as const,
};
