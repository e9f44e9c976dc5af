// The arithmetic of promotions, pure (the property test checks the engine against it): when a promotion is
// open, what a deposit earns, what a bonus must be played through, how much a settled stake counts, and the
// idempotency key of each award — one key per (promotion, member, period or event), so a replayed event, a
// second instance or a restart can never grant twice.
import type { CategoryId, Promotion } from '../../../schemas/generated/tenant.ts';

export const FULL_WEIGHT = 100;

/** Open: not paused by staff, and within its dates (start inclusive, end exclusive). */
export function isOpenAt(promotion: Promotion, at: Date): boolean {
  if (promotion.paused) return false;
  if (promotion.startsAt && at < new Date(promotion.startsAt)) return false;
  if (promotion.endsAt && at >= new Date(promotion.endsAt)) return false;
  return true;
}

/** The game categories a promotion of each category is about ('game': every game; the others: none). */
const ANNOUNCED_IN: Readonly<Partial<Record<Promotion['category'], readonly CategoryId[]>>> = {
  slots: ['RNG'],
  live: ['LIVE'],
  fish: ['FISH'],
  cards: ['PVP'],
  sports: ['SPORTS', 'ESPORTS'],
  lotto: ['LOTT', 'ELOTT'],
};

/**
 * Whether a game category's page announces the promotion (spec §7 games announcements): a promotion of that
 * category, a promotion for every game, or a rebate that pays on the category's turnover.
 */
export function announcedIn(promotion: Promotion, gameType: CategoryId): boolean {
  if (promotion.category === 'game') return true;
  if (ANNOUNCED_IN[promotion.category]?.includes(gameType)) return true;
  return promotion.type === 'rebate' && (promotion.rebate?.ratesBasisPoints[gameType] ?? 0) > 0;
}

/** What a credited deposit of `amount` earns: percent of it (rounded down) or the fixed amount, at most the cap; 0 below the minimum. */
export function depositAward(promotion: Promotion, amount: number): number {
  if (amount < (promotion.deposit?.minAmount ?? 0)) return 0;
  const { percentBasisPoints, fixedAmount, cap } = promotion.award;
  const raw = percentBasisPoints !== undefined ? Math.floor((amount * percentBasisPoints) / 10_000) : (fixedAmount ?? 0);
  return cap !== undefined ? Math.min(raw, cap) : raw;
}

/** The weighted turnover a bonus must reach before its money may leave. */
export function wageringRequired(promotion: Promotion, bonus: number, deposit: number): number {
  const w = promotion.wagering;
  if (!w) return 0;
  return w.multiplier * (w.base === 'bonusAndDeposit' ? bonus + deposit : bonus);
}

/** Percent of a stake in `category` that counts; a category the weights leave out counts in full. */
export function weightOf(weights: Readonly<Record<string, number>>, category: string): number {
  return weights[category] ?? FULL_WEIGHT;
}

/**
 * Spreads one settled stake over the member's active bonuses, oldest first: each takes what it still needs of
 * the stake as weighted for it; the stake it used (in raw money) is gone for the bonuses behind it. Returns the
 * counted turnover to add to each bonus (same order).
 */
export function spreadStake(
  stake: number,
  category: string,
  bonuses: ReadonlyArray<{ remaining: number; weights: Readonly<Record<string, number>> }>,
): number[] {
  let raw = stake;
  return bonuses.map(({ remaining, weights }) => {
    const weight = weightOf(weights, category);
    if (raw <= 0 || weight === 0 || remaining <= 0) return 0;
    const counted = Math.min(Math.floor((raw * weight) / FULL_WEIGHT), remaining);
    // The raw stake that produced `counted` (rounded up, so no stake counts twice).
    raw -= counted === remaining ? Math.ceil((counted * FULL_WEIGHT) / weight) : raw;
    return counted;
  });
}

export type DepositWhich = NonNullable<Promotion['deposit']>['which'];

/** Whether the member's nth credited deposit is one the promotion rewards. */
export function depositQualifies(which: DepositWhich, nth: number): boolean {
  return which === 'first' ? nth === 1 : which === 'reload' ? nth > 1 : true;
}

/** The award's key: at most one grant per key and tenant, ever. */
export function grantKey(promotion: Promotion, memberId: number, cause: { depositId?: number; localDay: string }): string {
  if (promotion.type === 'newbie') return `${promotion.id}:member:${memberId}`;
  switch (promotion.deposit?.which) {
    case 'first':
      return `${promotion.id}:first:${memberId}`;
    case 'daily':
      return `${promotion.id}:day:${memberId}:${cause.localDay}`;
    default:
      return `${promotion.id}:deposit:${cause.depositId}`;
  }
}

export type RebatePeriod = NonNullable<Promotion['rebate']>['period'];

const addDays = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The rebate period `day` (a brand-local YYYY-MM-DD) falls in: the day itself, or the Monday of its ISO week. */
export function rebatePeriodOf(day: string, period: RebatePeriod): string {
  if (period === 'daily') return day;
  const [y, m, d] = day.split('-').map(Number);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The first day after the period that starts on `key`. */
export const periodEnd = (key: string, period: RebatePeriod) => addDays(key, period === 'daily' ? 1 : 7);

/**
 * The periods a member may still claim on `today` (brand-local): the running one and the ended ones whose
 * claim window (claimWithinDays after their end) is still open, oldest first.
 */
export function claimablePeriods(today: string, period: RebatePeriod, claimWithinDays: number): string[] {
  const keys: string[] = [];
  const step = period === 'daily' ? 1 : 7;
  for (let key = rebatePeriodOf(today, period); addDays(periodEnd(key, period), claimWithinDays) > today; key = addDays(key, -step)) keys.unshift(key);
  return keys;
}

export interface RebateLine {
  category: string;
  turnover: number;
  rateBasisPoints: number;
  amount: number;
}

/** The rebate of un-rebated turnover per category (each rounded down), the total at most `capLeft`. */
export function rebateOf(
  unrebated: ReadonlyArray<{ category: string; turnover: number }>,
  rates: Readonly<Record<string, number>>,
  capLeft: number,
): { lines: RebateLine[]; total: number } {
  const lines = unrebated.map(({ category, turnover }) => {
    const rateBasisPoints = rates[category] ?? 0;
    return { category, turnover, rateBasisPoints, amount: Math.floor((turnover * rateBasisPoints) / 10_000) };
  });
  const sum = lines.reduce((a, l) => a + l.amount, 0);
  return { lines, total: Math.max(0, Math.min(sum, capLeft)) };
}
