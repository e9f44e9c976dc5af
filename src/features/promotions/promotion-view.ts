// How a promotion is presented, as pure data the components and their tests share: the spec's category
// filter (§3), the label and kind of the action button per activity status, the period line and the
// rows of the terms table (translation keys with their parameters; money comes in formatted).
import type { PromotionCard, PromotionCategory, PromotionTag, PromotionTerms } from '../../../schemas/generated/promotions.ts';

export type PromotionStatus = PromotionCard['status'];
export type CategoryFilter = 'all' | PromotionCategory;

/** The filters of spec §3, in its order: all, other, sports, live casino, slots, card games, fish, lotto, … */
export const CATEGORY_FILTERS: readonly CategoryFilter[] = [
  'all',
  'other',
  'sports',
  'live',
  'slots',
  'cards',
  'fish',
  'lotto',
  'rebate',
  'pointsMall',
  'ranking',
  'deposit',
  'appDownload',
  'newbie',
  'game',
];

export const PROMOTION_TAGS: readonly PromotionTag[] = ['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP'];

export const PROMOTION_STATUSES: readonly PromotionStatus[] = [
  'join',
  'joined',
  'claim',
  'claimed',
  'applying',
  'issued',
  'rejected',
  'process',
  'closed',
  'coming',
];

/** The ?category= of the promotions page as a filter; anything else shows them all. */
export function categoryFilterOf(param: string | null | undefined): CategoryFilter {
  return CATEGORY_FILTERS.includes(param as CategoryFilter) ? (param as CategoryFilter) : 'all';
}

export function filterByCategory<T extends { category: PromotionCategory }>(list: readonly T[], filter: CategoryFilter): T[] {
  return filter === 'all' ? [...list] : list.filter((p) => p.category === filter);
}

/** The address of a filter (all is the bare page), so the filter works as plain links without JavaScript. */
export function categoryHref(filter: CategoryFilter): string {
  return filter === 'all' ? '/promotions' : `/promotions?category=${filter}`;
}

export { detailHref } from './promotion-href.ts';

/**
 * What the action button does in each status (spec §3 activity statuses): `act` — the player can press it
 * (join: opt in; claim: take the reward in the reward centre; apply: open the application form of an
 * 'apply' activity); `tone` — how it looks: an invitation, something done, something waiting on the
 * operator or on time, or over.
 */
export interface StatusAction {
  labelKey: string;
  act: 'join' | 'claim' | 'apply' | null;
  tone: 'invite' | 'done' | 'waiting' | 'over';
}

export type PromotionType = PromotionCard['type'];

const ACTIONS: Readonly<Record<PromotionStatus, Omit<StatusAction, 'labelKey'>>> = {
  join: { act: 'join', tone: 'invite' },
  claim: { act: 'claim', tone: 'invite' },
  joined: { act: null, tone: 'done' },
  claimed: { act: null, tone: 'done' },
  issued: { act: null, tone: 'done' },
  applying: { act: null, tone: 'waiting' },
  process: { act: null, tone: 'waiting' },
  coming: { act: null, tone: 'waiting' },
  rejected: { act: null, tone: 'over' },
  closed: { act: null, tone: 'over' },
};

/**
 * An 'apply' activity (spec §3: join → applying → issued, rejected or claimed): 'join' opens the form,
 * 'issued' leads to the reward centre where the approved reward is claimed, and after a rejection the
 * player may apply again.
 */
const APPLY_ACTIONS: Readonly<Partial<Record<PromotionStatus, StatusAction>>> = {
  join: { labelKey: 'promo.apply.action', act: 'apply', tone: 'invite' },
  issued: { labelKey: 'promo.apply.claimReward', act: 'claim', tone: 'invite' },
  rejected: { labelKey: 'promo.apply.again', act: 'apply', tone: 'invite' },
};

export function statusAction(status: PromotionStatus, type?: PromotionType): StatusAction {
  const apply = type === 'apply' ? APPLY_ACTIONS[status] : undefined;
  if (apply) return apply;
  const known = ACTIONS[status] ?? ACTIONS.closed;
  return { ...known, labelKey: `promo.status.${ACTIONS[status] ? status : 'closed'}` };
}

export interface TextRef {
  key: string;
  params?: Record<string, string | number>;
}

/** The promotion's period: both dates, only one of them, or none ("ongoing"). Dates come in formatted. */
export function periodText(startsAt: string | undefined, endsAt: string | undefined, format: (iso: string) => string): TextRef {
  const from = startsAt ? format(startsAt) : '';
  const to = endsAt ? format(endsAt) : '';
  if (from && to) return { key: 'promo.period.between', params: { from, to } };
  if (to) return { key: 'promo.period.until', params: { to } };
  if (from) return { key: 'promo.period.from', params: { from } };
  return { key: 'promo.period.ongoing' };
}

/** Basis points as a percent without needless decimals: 10000 → "100%", 1050 → "10.5%", 125 → "1.25%". */
export function formatPercent(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** The game categories a wagering weight may name, in the menu's order. */
const WEIGHT_ORDER = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'];

export interface TermRow {
  /** Stable id of the row (test ids, React keys). */
  id: string;
  label: TextRef;
  /** One line, or several (the weights, one per category). */
  values: TextRef[];
}

export interface TermFormatters {
  /** Minor units as money of the brand. */
  money: (minor: number) => string;
  /** A game category's name (RNG → "Slots"). */
  category: (id: string) => string;
}

/** The rows of the detail page's terms table, only those the rule has. */
export function termRows(terms: PromotionTerms, { money, category: categoryName }: TermFormatters): TermRow[] {
  const rows: TermRow[] = [];
  const row = (id: string, values: TextRef[]) => rows.push({ id, label: { key: `promo.terms.${id}` }, values });
  const kind = terms.awardKind === 'cash' ? 'cash' : 'bonus';
  if (terms.percentBasisPoints !== undefined) {
    row('award', [{ key: `promo.terms.awardPercent.${kind}`, params: { percent: formatPercent(terms.percentBasisPoints) } }]);
  } else if (terms.fixedAmount !== undefined) {
    row('award', [{ key: `promo.terms.awardFixed.${kind}`, params: { amount: money(terms.fixedAmount) } }]);
  } else {
    row('award', [{ key: `promo.terms.awardKind.${kind}` }]);
  }
  if (terms.cap !== undefined) row('cap', [{ key: 'promo.terms.capValue', params: { amount: money(terms.cap) } }]);
  if (terms.minDeposit !== undefined) row('minDeposit', [{ key: 'promo.terms.minDepositValue', params: { amount: money(terms.minDeposit) } }]);
  if (terms.depositWhich) row('depositWhich', [{ key: `promo.terms.which.${terms.depositWhich}` }]);
  if (terms.awardKind === 'cash' || !terms.wageringMultiplier) {
    row('wagering', [{ key: 'promo.terms.noWagering' }]);
  } else {
    row('wagering', [{ key: `promo.terms.wageringTimes.${terms.wageringBase ?? 'bonus'}`, params: { times: terms.wageringMultiplier } }]);
    const weights = Object.entries(terms.weights ?? {}).sort(([a], [b]) => rank(a) - rank(b));
    if (weights.length) {
      row('weights', [
        ...weights.map(([category, percent]) => ({ key: 'promo.terms.weight', params: { category: categoryName(category), percent: `${percent}%` } })),
        { key: 'promo.terms.weightOthers' },
      ]);
    }
  }
  if (terms.expiresInDays !== undefined) row('expiry', [{ key: 'promo.terms.expiryDays', params: { count: terms.expiresInDays } }]);
  const limits: TextRef[] = [];
  if (terms.perMember !== undefined) limits.push({ key: 'promo.terms.perMember', params: { count: terms.perMember } });
  if (terms.perDay !== undefined) limits.push({ key: 'promo.terms.perDay', params: { count: terms.perDay } });
  if (terms.onePerPerson) limits.push({ key: 'promo.terms.onePerPerson' });
  if (terms.vipLevels?.length) limits.push({ key: 'promo.terms.vipLevels', params: { levels: terms.vipLevels.join(', ') } });
  if (limits.length) row('limits', limits);
  return rows;
}

function rank(category: string): number {
  const at = WEIGHT_ORDER.indexOf(category);
  return at === -1 ? WEIGHT_ORDER.length : at;
}
