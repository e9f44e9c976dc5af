// The games list's UI state (spec §4 "Games list type", §9 filters) and its rules, kept pure so they can
// be tested: which list is shown, the vendor, the filters and the page; how the address (?vassalage=,
// ?page=hot|fav|recent, …) seeds it and mirrors it; and what each change resets.
import type { GameListQuery } from '../../../../schemas/generated/games.ts';
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';
import { clampPage } from './paginator.ts';

/** normal: the vendor's catalogue with filters; hot: the preloaded hot games; fav / recent: the member's. */
export type GamesListType = 'normal' | 'hot' | 'fav' | 'recent';
export type GameClassify = NonNullable<GameListQuery['gameClassify']>;
export type MinBet = NonNullable<GameListQuery['minBet']>;

export const GAMES_PAGE_SIZE = 15;
export const LIST_TYPES: readonly GamesListType[] = ['normal', 'hot', 'fav', 'recent'];
/** The ?page= values that select a tab (normal has none). */
export const TAB_PARAMS: readonly GamesListType[] = ['hot', 'fav', 'recent'];
/** Spec §9: the minimum-bet filter, major units (undefined = all). */
/** Spec §9 slot filters in display order; bingo only in the house language. */
export const CLASSIFY_ORDER: readonly GameClassify[] = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'];
const TY_ONLY: readonly GameClassify[] = ['BG'];
/** The categories whose pages show the games list (the others show vendor cards). */
export const GAMES_LIST_CATEGORIES: readonly CategoryId[] = ['RNG', 'FISH', 'PVP'];
/** Lists that need a session (the visitor is sent to /login). */
export const MEMBER_LIST_TYPES: readonly GamesListType[] = ['fav', 'recent'];

export function showsGamesList(category: CategoryId | undefined): boolean {
  return category !== undefined && GAMES_LIST_CATEGORIES.includes(category);
}

export interface GamesListState {
  type: GamesListType;
  /** The chosen vendor; null = none chosen (the first of the category is shown). */
  vendor: string | null;
  classify: GameClassify | null;
  name: string;
  minBet: MinBet | null;
  pageNo: number;
}

export const INITIAL_STATE: GamesListState = { type: 'normal', vendor: null, classify: null, name: '', minBet: null, pageNo: 1 };

export type GamesListChange =
  | { kind: 'type'; type: GamesListType }
  | { kind: 'vendor'; vendor: string }
  | { kind: 'classify'; classify: GameClassify | null }
  | { kind: 'name'; name: string }
  | { kind: 'minBet'; minBet: MinBet | null }
  | { kind: 'page'; pageNo: number; totalPages: number };

/**
 * Spec §4: changing vendor, search, classification or min bet goes back to page 1 of the normal list.
 * A new vendor also drops the classification (its options are the vendor's own). Choosing a list starts
 * it at page 1; paging is clamped to 1..totalPages. A change to the value already shown changes nothing.
 */
export function applyChange(state: GamesListState, change: GamesListChange): GamesListState {
  switch (change.kind) {
    case 'type':
      return change.type === state.type ? state : { ...state, type: change.type, pageNo: 1 };
    case 'vendor':
      if (change.vendor === state.vendor && state.type === 'normal') return state;
      return { ...state, vendor: change.vendor, classify: change.vendor === state.vendor ? state.classify : null, type: 'normal', pageNo: 1 };
    case 'classify':
      return change.classify === state.classify && state.type === 'normal' ? state : { ...state, classify: change.classify, type: 'normal', pageNo: 1 };
    case 'name': {
      const name = change.name.trim();
      return name === state.name ? state : { ...state, name, type: 'normal', pageNo: 1 };
    }
    case 'minBet':
      return change.minBet === state.minBet && state.type === 'normal' ? state : { ...state, minBet: change.minBet, type: 'normal', pageNo: 1 };
    case 'page': {
      const pageNo = clampPage(change.pageNo, change.totalPages);
      return pageNo === state.pageNo ? state : { ...state, pageNo };
    }
  }
}

/**
 * The classification options of a vendor: the brand's slot filters for the language
 * (`languageRules.<lng>.slotFilters`, in the brand's order) when it sets them, else the spec order;
 * bingo only for language TY either way.
 */
export function visibleClassifies(classifies: readonly string[] | undefined, language: string, brandFilters?: readonly GameClassify[]): GameClassify[] {
  const offered = new Set(classifies ?? []);
  return (brandFilters ?? CLASSIFY_ORDER).filter((c) => offered.has(c) && (language === 'TY' || !TY_ONLY.includes(c)));
}

/** The vendor actually shown: the chosen one when the category has it, else the category's first. */
export function effectiveVendor(chosen: string | null, vendors: readonly string[]): string | null {
  if (chosen && vendors.includes(chosen)) return chosen;
  return vendors[0] ?? null;
}

const isClassify = (value: string): value is GameClassify => (CLASSIFY_ORDER as readonly string[]).includes(value);

/** The address's query as the initial state; anything unknown (a min bet not among the brand's options) falls back to the default. */
export function stateFromSearch(search: URLSearchParams, minBetOptions: readonly number[]): GamesListState {
  const page = search.get('page') ?? '';
  const type = (TAB_PARAMS as readonly string[]).includes(page) ? (page as GamesListType) : 'normal';
  const vendor = search.get('vassalage')?.trim() || null;
  const classify = (search.get('classify') ?? '').toUpperCase();
  const minBet = Number(search.get('minBet'));
  const pageNo = Number(search.get('pageNo'));
  return {
    type,
    vendor,
    classify: isClassify(classify) ? classify : null,
    name: (search.get('name') ?? '').trim().slice(0, 60),
    minBet: search.has('minBet') && minBetOptions.includes(minBet) ? minBet : null,
    pageNo: Number.isInteger(pageNo) && pageNo > 1 ? pageNo : 1,
  };
}

/**
 * The state written back into the address (defaults left out), keeping any parameter this list does
 * not own. The caller mirrors it without a navigation, so the page is not scrolled or refocused.
 */
export function searchFromState(state: GamesListState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of ['page', 'vassalage', 'classify', 'name', 'minBet', 'pageNo']) out.delete(key);
  if (state.type !== 'normal') out.set('page', state.type);
  if (state.vendor) out.set('vassalage', state.vendor);
  if (state.classify) out.set('classify', state.classify);
  if (state.name) out.set('name', state.name);
  if (state.minBet !== null) out.set('minBet', String(state.minBet));
  if (state.pageNo > 1) out.set('pageNo', String(state.pageNo));
  return out;
}
