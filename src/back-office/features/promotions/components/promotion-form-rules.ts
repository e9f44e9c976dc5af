// The promotions page's rules, kept pure: the limits the server's schema sets (a reason's length, a
// filter's length), the approval amount typed in major units turned into exact minor units and held to
// the activity's maximum, wagering progress, the typed account of a cancellation, and the page's state
// in the address (?tab=&status=&state=&promotion=&account=&page=). The promotions tab (the editor) takes no filter.
import promotionAdmin from '../../../../../schemas/api/promotion-admin.schema.json';
import { parseAmount } from '../../../../../schemas/rules/money-format.ts';
import type { ApplicationStatusFilter } from '../api/applications.api.ts';
import type { BonusStateFilter } from '../api/bonuses.api.ts';

const defs = promotionAdmin.definitions;
export const REASON = { min: defs.Reason.minLength, max: defs.Reason.maxLength };
export const ACCOUNT_MAX = defs.GrantListQuery.properties.account.maxLength;
export const PROMOTION_ID_MAX = defs.GrantListQuery.properties.promotionId.maxLength;
const MAX_PAGE = defs.GrantListQuery.properties.page.maximum;

export const reasonOk = (reason: string) => reason.trim().length >= REASON.min && reason.trim().length <= REASON.max;

export type AmountCheck = { amount: number } | { problem: 'empty' | 'invalid' | 'overMax' };

/** What staff typed to award ("12.50") → minor units, refused when it is not a positive amount of the currency or above the activity's maximum. */
export function approvalAmount(text: string, minorUnits: number, maxAmount: number | undefined): AmountCheck {
  if (text.trim() === '') return { problem: 'empty' };
  const amount = parseAmount(text, minorUnits);
  if (amount === null) return { problem: 'invalid' };
  if (maxAmount !== undefined && amount > maxAmount) return { problem: 'overMax' };
  return { amount };
}

/** Wagering done as a whole percent of the requirement, 0–100; it shows 100 only once the requirement is met. */
export function wageringPercent(done: number, required: number): number {
  if (required <= 0 || done >= required) return 100;
  return Math.max(0, Math.floor((done / required) * 100));
}

export const wageringLeft = (done: number, required: number): number => Math.max(required - done, 0);

/** The cancellation's second step: the member of staff typed the bonus's player's account (spaces around and letter case aside, as the server compares accounts). */
export const accountConfirmed = (typed: string, account: string): boolean => typed.trim().toLowerCase() === account.toLowerCase();

export const TABS = ['applications', 'grants', 'bonuses', 'promotions'] as const;
export type PromotionsTab = (typeof TABS)[number];
export const APPLICATION_STATUSES: readonly ApplicationStatusFilter[] = ['applying', 'issued', 'rejected', 'claimed', 'all'];
export const BONUS_STATES: readonly BonusStateFilter[] = ['active', 'cleared', 'forfeited', 'expired', 'cancelled', 'all'];

export interface PromotionsView {
  tab: PromotionsTab;
  status: ApplicationStatusFilter;
  state: BonusStateFilter;
  promotionId: string;
  account: string;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => list.find((x) => x === value) ?? fallback;

/** The page's state from its address; anything unknown falls back to the default (waiting applications, active bonuses, page 1). */
export function readView(params: URLSearchParams): PromotionsView {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(TABS, params.get('tab'), 'applications'),
    status: oneOf(APPLICATION_STATUSES, params.get('status'), 'applying'),
    state: oneOf(BONUS_STATES, params.get('state'), 'active'),
    promotionId: (params.get('promotion') ?? '').trim().slice(0, PROMOTION_ID_MAX),
    account: (params.get('account') ?? '').trim().slice(0, ACCOUNT_MAX),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The address of a view: only what the tab uses and what differs from the defaults. */
export function viewParams(view: PromotionsView): Record<string, string> {
  const out: Record<string, string> = {};
  if (view.tab !== 'applications') out.tab = view.tab;
  if (view.tab === 'applications' && view.status !== 'applying') out.status = view.status;
  if (view.tab === 'bonuses' && view.state !== 'active') out.state = view.state;
  if (view.tab === 'grants' && view.promotionId) out.promotion = view.promotionId;
  if ((view.tab === 'grants' || view.tab === 'bonuses') && view.account) out.account = view.account;
  if (view.tab !== 'promotions' && view.page > 1) out.page = String(view.page);
  return out;
}
