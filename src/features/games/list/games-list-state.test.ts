import { describe, expect, it } from 'vitest';
import { minBetOptions } from '../../../../schemas/rules/stakes.ts';
import {
  applyChange,
  effectiveVendor,
  INITIAL_STATE,
  searchFromState,
  showsGamesList,
  stateFromSearch,
  visibleClassifies,
  type GamesListState,
} from './games-list-state.ts';

const on = (patch: Partial<GamesListState>): GamesListState => ({ ...INITIAL_STATE, ...patch });

describe('applyChange: filter reset rules (spec §4)', () => {
  const deep = on({ type: 'hot', vendor: 'PG', classify: 'JP', name: 'fortune', minBet: 0.1, pageNo: 4 });

  it('when the vendor changes, then the list goes back to page 1 of the normal list and the classification is dropped', () => {
    expect(applyChange(deep, { kind: 'vendor', vendor: 'PP' })).toEqual({ ...deep, vendor: 'PP', classify: null, type: 'normal', pageNo: 1 });
  });
  it('when the vendor already shown is chosen again from another list, then the normal list comes back with its filters', () => {
    expect(applyChange(deep, { kind: 'vendor', vendor: 'PG' })).toEqual({ ...deep, type: 'normal', pageNo: 1 });
  });
  it('when the search changes, then page 1 of the normal list is shown', () => {
    expect(applyChange(deep, { kind: 'name', name: ' dragon ' })).toEqual({ ...deep, name: 'dragon', type: 'normal', pageNo: 1 });
  });
  it('when the classification changes, then page 1 of the normal list is shown', () => {
    expect(applyChange(deep, { kind: 'classify', classify: 'AC' })).toEqual({ ...deep, classify: 'AC', type: 'normal', pageNo: 1 });
  });
  it('when the minimum bet changes, then page 1 of the normal list is shown', () => {
    expect(applyChange(deep, { kind: 'minBet', minBet: null })).toEqual({ ...deep, minBet: null, type: 'normal', pageNo: 1 });
  });
  it('when nothing actually changes on the normal list, then the state is the same object', () => {
    const normal = on({ vendor: 'PG', name: 'x', pageNo: 3 });
    expect(applyChange(normal, { kind: 'vendor', vendor: 'PG' })).toBe(normal);
    expect(applyChange(normal, { kind: 'name', name: 'x ' })).toBe(normal);
    expect(applyChange(normal, { kind: 'classify', classify: null })).toBe(normal);
    expect(applyChange(normal, { kind: 'minBet', minBet: null })).toBe(normal);
  });
  it('when another list is chosen, then it starts at page 1 and keeps the filters', () => {
    expect(applyChange(on({ vendor: 'PG', pageNo: 3 }), { kind: 'type', type: 'fav' })).toEqual(on({ vendor: 'PG', type: 'fav', pageNo: 1 }));
  });
  it('when paging, then the page is clamped to 1..totalPages', () => {
    const state = on({ pageNo: 2 });
    expect(applyChange(state, { kind: 'page', pageNo: 9, totalPages: 5 }).pageNo).toBe(5);
    expect(applyChange(state, { kind: 'page', pageNo: 0, totalPages: 5 }).pageNo).toBe(1);
    expect(applyChange(state, { kind: 'page', pageNo: 3, totalPages: 5 }).pageNo).toBe(3);
  });
});

describe('visibleClassifies', () => {
  it('when the language is not TY, then bingo is left out and the spec order is kept', () => {
    expect(visibleClassifies(['BG', 'JP', 'SC', 'AC'], 'EN')).toEqual(['SC', 'AC', 'JP']);
  });
  it('when the language is TY, then bingo is offered', () => {
    expect(visibleClassifies(['BG', 'JP'], 'TY')).toEqual(['JP', 'BG']);
  });
  it('when the brand sets slot filters for the language, then only those are offered, in the brand’s order', () => {
    expect(visibleClassifies(['BG', 'JP', 'SC', 'AC', 'TG'], 'TH', ['JP', 'AC', 'TG'])).toEqual(['JP', 'AC', 'TG']);
    expect(visibleClassifies(['BG', 'JP'], 'EN', ['BG', 'JP'])).toEqual(['JP']);
  });
  it('when the vendor has none or unknown ones, then nothing is offered', () => {
    expect(visibleClassifies(undefined, 'EN')).toEqual([]);
    expect(visibleClassifies(['XX'], 'TY')).toEqual([]);
  });
});

describe('effectiveVendor', () => {
  it('when the chosen vendor belongs to the category, then it is shown, else the first one', () => {
    expect(effectiveVendor('PG', ['PP', 'PG'])).toBe('PG');
    expect(effectiveVendor('EVO', ['PP', 'PG'])).toBe('PP');
    expect(effectiveVendor(null, ['PP', 'PG'])).toBe('PP');
    expect(effectiveVendor(null, [])).toBeNull();
  });
});

describe('the address', () => {
  const CENTS = minBetOptions(1, 2);
  it('when /rng?vassalage=PG&page=hot is opened, then PG is preselected and the hot tab is shown', () => {
    expect(stateFromSearch(new URLSearchParams('vassalage=PG&page=hot'), CENTS)).toEqual(on({ vendor: 'PG', type: 'hot' }));
  });
  it('when the query holds unknown values, then the defaults are used', () => {
    expect(stateFromSearch(new URLSearchParams('page=top&classify=ZZ&minBet=3&pageNo=-2'), CENTS)).toEqual(INITIAL_STATE);
  });
  it('when a state is written and read back, then it is the same', () => {
    const state = on({ type: 'fav', vendor: 'JILI', classify: 'AC', name: 'gold rush', minBet: 0.05, pageNo: 3 });
    expect(stateFromSearch(searchFromState(state), CENTS)).toEqual(state);
  });
  it('when a brand stakes in VND (scale 100, no decimals), then its own min bets are read and the cent ladder is not', () => {
    const dong = minBetOptions(100, 0);
    expect(dong).toEqual([100, 500, 1000, 5000, 7500]);
    expect(stateFromSearch(new URLSearchParams('minBet=1000'), dong).minBet).toBe(1000);
    expect(stateFromSearch(new URLSearchParams('minBet=0.1'), dong).minBet).toBeNull();
  });
  it('when the state is written, then defaults are left out and foreign parameters kept', () => {
    expect(searchFromState(INITIAL_STATE, new URLSearchParams('ref=abc&page=hot')).toString()).toBe('ref=abc');
  });
});

describe('showsGamesList', () => {
  it('when the category is a slot, fish or card category, then the games list is shown', () => {
    expect(['RNG', 'FISH', 'PVP', 'LIVE', undefined].map((c) => showsGamesList(c as never))).toEqual([true, true, true, false, false]);
  });
});
