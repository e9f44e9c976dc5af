// How the reward centre, the manual rebate page and an application are presented, as pure data the
// components and their tests share (translation keys with their parameters; money and dates come in
// formatted).
import type { ApplicationView, ClaimableReward, RebateView } from '../../../schemas/generated/promotions.ts';
import { formatPercent, type TextRef } from './promotion-view.ts';

export type RewardState = ClaimableReward['state'];
export type ApplicationStatus = ApplicationView['status'];

export const REWARD_STATES: readonly RewardState[] = ['claimable', 'claimed', 'expired'];
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['applying', 'issued', 'rejected', 'claimed'];

export interface RewardLine {
  /** Only a claimable reward has a Claim button; the others are shown greyed. */
  claimable: boolean;
  /** Where it came from ("Rebate", "Approved application"), when the server says. */
  source: TextRef | null;
  /** The date line: claim by, claimed on, expired on, or received on when it never expires. */
  when: TextRef;
}

/** A reward's row: claimable, its source and the one date that matters in its state. */
export function rewardLine(reward: ClaimableReward, date: (iso: string) => string): RewardLine {
  const source = reward.source ? { key: `reward.source.${reward.source}` } : null;
  if (reward.state === 'claimed') {
    return { claimable: false, source, when: { key: 'reward.claimedOn', params: { date: date(reward.claimedAt ?? reward.createdAt) } } };
  }
  if (reward.state === 'expired') {
    return { claimable: false, source, when: { key: 'reward.expiredOn', params: { date: date(reward.expiresAt ?? reward.createdAt) } } };
  }
  return {
    claimable: true,
    source,
    when: reward.expiresAt
      ? { key: 'reward.claimBy', params: { date: date(reward.expiresAt) } }
      : { key: 'reward.receivedOn', params: { date: date(reward.createdAt) } },
  };
}

export interface RebateRow {
  category: string;
  name: string;
  turnover: string;
  rate: string;
  amount: string;
}

/** The game categories in the menu's order; a category not listed goes last, by name. */
const CATEGORY_ORDER = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'];
const rank = (category: string) => {
  const at = CATEGORY_ORDER.indexOf(category);
  return at === -1 ? CATEGORY_ORDER.length : at;
};

export interface RebateFormatters {
  money: (minor: number) => string;
  /** A game category's name (RNG → "Slots"). */
  category: (id: string) => string;
}

/** The rebate table's rows: category name, settled turnover, rate as a percent and rebate, in the menu's order. */
export function rebateRows(rebate: RebateView, { money, category }: RebateFormatters): RebateRow[] {
  return [...rebate.lines]
    .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category))
    .map((line) => ({
      category: line.category,
      name: category(line.category),
      turnover: money(line.turnover),
      rate: formatPercent(line.rateBasisPoints),
      amount: money(line.amount),
    }));
}

export interface RebateClaim {
  /** A manual rebate's Claim button, pressable only when there is something to claim. */
  button: 'claim' | 'disabled' | null;
  /** Under the table: "paid automatically after each day", the cap, or why the total is below the lines. */
  notes: TextRef[];
}

/** What the rebate's footer offers: the Claim button (manual) or the automatic payment's note, and the cap. */
export function rebateClaim(rebate: RebateView, money: (minor: number) => string): RebateClaim {
  const notes: TextRef[] = [];
  if (rebate.claim === 'auto') notes.push({ key: `rebate.auto.${rebate.period}` });
  if (rebate.cap !== undefined) {
    notes.push({ key: `rebate.cap.${rebate.period}`, params: { amount: money(rebate.cap) } });
    const lines = rebate.lines.reduce((sum, l) => sum + l.amount, 0);
    if (lines > rebate.total) notes.push({ key: 'rebate.capReached', params: { amount: money(rebate.total) } });
  }
  const button = rebate.claim === 'manual' ? (rebate.total > 0 ? 'claim' : 'disabled') : null;
  return { button, notes };
}

/** How many more images an application may take (none once reviewed, and never above the limit). */
export function imagesLeft(application: Pick<ApplicationView, 'status' | 'imageCount'> | null | undefined, max: number): number {
  if (!application) return max;
  if (application.status !== 'applying') return 0;
  return Math.max(0, max - application.imageCount);
}
