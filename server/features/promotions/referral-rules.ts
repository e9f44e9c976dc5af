// The pure rules of the referral (invite friends) and app-download promotions (issue 19): which milestone an
// event reaches, the awards' idempotency keys — one per (promotion, referrer, friend, milestone), so a replayed
// event, a second instance or a restart pays nothing twice — the max-friends limit and how a friend's account
// is shown to the referrer.
import type { Promotion } from '../../../schemas/generated/tenant.ts';

export type ReferralMilestone = 'registered' | 'firstDeposit' | 'turnover';
export type MilestoneRule = NonNullable<Promotion['referral']>['milestones'][number];
export type AppPlatform = 'android' | 'ios';

/** The promotion's rule for one milestone (the first when a file lists one twice), if it pays that milestone. */
export function milestoneRule(promotion: Promotion, on: ReferralMilestone): MilestoneRule | undefined {
  if (promotion.type !== 'referral') return undefined;
  return promotion.referral?.milestones.find((m) => m.on === on);
}

/** Whether the friend's nth credited deposit of `amount` reaches the firstDeposit milestone. */
export const firstDepositReaches = (rule: MilestoneRule, nth: number, amount: number): boolean => nth === 1 && amount >= (rule.threshold ?? 0);

/** Whether the friend's settled turnover so far reaches the turnover milestone. */
export const turnoverReaches = (rule: MilestoneRule, turnover: number): boolean => turnover > 0 && turnover >= (rule.threshold ?? 0);

/** The referrer's award for one friend's milestone: at most one grant per key, ever. */
export const referrerKey = (promotion: Promotion, referrerId: number, friendId: number, on: ReferralMilestone): string =>
  `${promotion.id}:referral:${referrerId}:${friendId}:${on}`;

/** The friend's own award at a milestone (a friend has one referrer, ever, so the friend names it). */
export const friendKey = (promotion: Promotion, friendId: number, on: ReferralMilestone): string => `${promotion.id}:referred:${friendId}:${on}`;

/**
 * Whether one more friend may pay the referrer: a friend already paid for keeps paying for their next milestones;
 * a new one only while fewer than maxFriends friends have paid.
 */
export function friendFits(promotion: Promotion, rewardedFriends: ReadonlySet<number>, friendId: number): boolean {
  const max = promotion.referral?.maxFriends;
  return max === undefined || rewardedFriends.has(friendId) || rewardedFriends.size < max;
}

/** A friend's account as the referrer sees it: the first two and last two characters (one of each when short). */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** The app-download award's key: once per member and promotion, whatever the platform. */
export const appDownloadKey = (promotion: Promotion, memberId: number): string => `${promotion.id}:app:${memberId}`;

/** Whether a sign-in from the app on `platform` counts for the promotion. */
export const appPlatformCounts = (promotion: Promotion, platform: string): boolean =>
  promotion.type === 'appDownload' && (promotion.appDownload?.platforms ?? ['android', 'ios']).includes(platform as AppPlatform);
