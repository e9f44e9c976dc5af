// The one query-key factory of the promotions feature. What every visitor sees (the list and a detail
// as a signed-out visitor gets them, the server renderer's data) lives under ['promotions']; what one
// member sees (their own status per promotion and application, their bonuses, rewards and rebate) under
// MEMBER_KEY, the root the session code drops on logout, a 401 or another sign-in
// (lib/query/member-keys.ts), so the next person on the browser never sees the last member's statuses,
// bonuses or rewards.
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

const root = ['promotions'] as const;
const memberRoot = [...MEMBER_KEY, 'promotions'] as const;

export const promotionsKeys = {
  all: root,
  list: (language: string) => [...root, 'list', language] as const,
  detail: (id: string, language: string) => [...root, 'detail', id, language] as const,
  announcements: (gameType: string, language: string) => [...root, 'announcements', gameType, language] as const,
  member: memberRoot,
  memberList: (language: string) => [...memberRoot, 'list', language] as const,
  memberDetail: (id: string, language: string) => [...memberRoot, 'detail', id, language] as const,
  bonuses: () => [...memberRoot, 'bonuses'] as const,
  bonusPage: (pageNo: number, language: string) => [...promotionsKeys.bonuses(), pageNo, language] as const,
  rewards: () => [...memberRoot, 'rewards'] as const,
  rewardPage: (pageNo: number, language: string) => [...promotionsKeys.rewards(), pageNo, language] as const,
  rebate: () => [...memberRoot, 'rebate'] as const,
  rebateList: (language: string) => [...promotionsKeys.rebate(), language] as const,
  raffle: (id: string) => [...memberRoot, 'raffle', id] as const,
  raffleState: (id: string, language: string) => [...promotionsKeys.raffle(id), language] as const,
  /** Under the member root: a signed-in viewer's answer carries their own standing. */
  leaderboard: (id: string) => [...memberRoot, 'leaderboard', id] as const,
  referralOverview: (language: string) => [...memberRoot, 'referral', language] as const,
};
