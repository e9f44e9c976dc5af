import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import {
  CATEGORY_FILTERS,
  categoryFilterOf,
  categoryHref,
  detailHref,
  filterByCategory,
  formatPercent,
  periodText,
  PROMOTION_STATUSES,
  PROMOTION_TAGS,
  statusAction,
  termRows,
} from './promotion-view.ts';
import { BONUS_STATES } from './bonus-view.ts';

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const category = (id: string) => ({ RNG: 'Slots', LIVE: 'Live Casino', PVP: 'Card Games' })[id] ?? id;

function lookup(key: string): unknown {
  let node: unknown = en;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}
const exists = (key: string) => typeof lookup(key) === 'string' || typeof lookup(`${key}_other`) === 'string';

describe('statusAction', () => {
  it('when the status invites the player (join, claim), then the button acts; every other status is a label', () => {
    expect(PROMOTION_STATUSES.filter((s) => statusAction(s).act !== null)).toEqual(['join', 'claim']);
    expect(statusAction('join')).toEqual({ labelKey: 'promo.status.join', act: 'join', tone: 'invite' });
    expect(statusAction('claim').act).toBe('claim');
  });

  it('when the status is done, waiting or over, then its tone says so', () => {
    expect(['joined', 'claimed', 'issued'].map((s) => statusAction(s as never).tone)).toEqual(['done', 'done', 'done']);
    expect(['applying', 'process', 'coming'].map((s) => statusAction(s as never).tone)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(['rejected', 'closed'].map((s) => statusAction(s as never).tone)).toEqual(['over', 'over']);
  });

  it("when the promotion is an 'apply' activity, then join opens the form, issued leads to the reward centre and a rejection may apply again", () => {
    expect(statusAction('join', 'apply')).toEqual({ labelKey: 'promo.apply.action', act: 'apply', tone: 'invite' });
    expect(statusAction('issued', 'apply')).toEqual({ labelKey: 'promo.apply.claimReward', act: 'claim', tone: 'invite' });
    expect(statusAction('rejected', 'apply')).toEqual({ labelKey: 'promo.apply.again', act: 'apply', tone: 'invite' });
    // Waiting on staff, or done: labels, as for any promotion.
    expect(statusAction('applying', 'apply')).toEqual({ labelKey: 'promo.status.applying', act: null, tone: 'waiting' });
    expect(statusAction('claimed', 'apply')).toEqual({ labelKey: 'promo.status.claimed', act: null, tone: 'done' });
    expect(statusAction('closed', 'apply').act).toBeNull();
    // Other types keep their meaning: issued is done, join opts in.
    expect(statusAction('issued', 'newbie').act).toBeNull();
    expect(statusAction('join', 'deposit').act).toBe('join');
  });

  it('when the server sends a status this client does not know, then it shows as closed, never as a button', () => {
    expect(statusAction('paused' as never)).toEqual({ labelKey: 'promo.status.closed', act: null, tone: 'over' });
  });

  it('when a label key is built from a status, category, tag or bonus state, then the EN catalogue has it', () => {
    const keys = [
      ...PROMOTION_STATUSES.map((s) => statusAction(s).labelKey),
      ...PROMOTION_STATUSES.map((s) => statusAction(s, 'apply').labelKey),
      ...CATEGORY_FILTERS.map((c) => `promo.category.${c}`),
      ...PROMOTION_TAGS.map((t) => `promo.tag.${t}`),
      ...BONUS_STATES.map((s) => `bonus.state.${s}`),
    ];
    expect(keys.filter((k) => !exists(k))).toEqual([]);
  });
});

describe('category filter', () => {
  it('when the address names a spec category, then that filter is on; anything else shows all', () => {
    expect(CATEGORY_FILTERS).toHaveLength(15);
    expect(categoryFilterOf('deposit')).toBe('deposit');
    expect(categoryFilterOf('pointsMall')).toBe('pointsMall');
    expect(categoryFilterOf('DEPOSIT')).toBe('all');
    expect(categoryFilterOf('<script>')).toBe('all');
    expect(categoryFilterOf(null)).toBe('all');
  });

  it('when a filter is chosen, then only its promotions stay, in order; all keeps every one', () => {
    const list = [
      { id: 'a', category: 'deposit' as const },
      { id: 'b', category: 'newbie' as const },
      { id: 'c', category: 'deposit' as const },
    ];
    expect(filterByCategory(list, 'deposit').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterByCategory(list, 'all').map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(filterByCategory(list, 'slots')).toEqual([]);
  });

  it('when links are built, then all is the bare page and an id is encoded', () => {
    expect(categoryHref('all')).toBe('/promotions');
    expect(categoryHref('live')).toBe('/promotions?category=live');
    expect(detailHref('daily-reload-10')).toBe('/promoDetail?id=daily-reload-10');
    expect(detailHref('a&b')).toBe('/promoDetail?id=a%26b');
  });
});

describe('periodText', () => {
  const fmt = (iso: string) => iso.slice(0, 10);
  it('when both, one or no dates are set, then the period line says between, until, from or ongoing', () => {
    expect(periodText('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', fmt)).toEqual({
      key: 'promo.period.between',
      params: { from: '2026-01-01', to: '2026-02-01' },
    });
    expect(periodText(undefined, '2026-02-01T00:00:00Z', fmt)).toEqual({ key: 'promo.period.until', params: { to: '2026-02-01' } });
    expect(periodText('2026-01-01T00:00:00Z', undefined, fmt)).toEqual({ key: 'promo.period.from', params: { from: '2026-01-01' } });
    expect(periodText(undefined, undefined, fmt)).toEqual({ key: 'promo.period.ongoing' });
  });
});

describe('formatPercent', () => {
  it('when basis points are shown, then needless decimals are dropped', () => {
    expect([10000, 1000, 1050, 125, 1, 0].map(formatPercent)).toEqual(['100%', '10%', '10.5%', '1.25%', '0.01%', '0%']);
  });
});

describe('termRows', () => {
  it("when the rule is aurora's welcome bonus, then the table lists award, cap, minimum, which deposit, wagering, weights, expiry and limit", () => {
    const rows = termRows(
      {
        awardKind: 'bonus',
        percentBasisPoints: 10000,
        cap: 50000,
        minDeposit: 2000,
        depositWhich: 'first',
        wageringMultiplier: 10,
        wageringBase: 'bonus',
        weights: { LIVE: 10, RNG: 100, PVP: 50 },
        expiresInDays: 30,
        perMember: 1,
      },
      { money, category },
    );
    expect(rows.map((r) => r.id)).toEqual(['award', 'cap', 'minDeposit', 'depositWhich', 'wagering', 'weights', 'expiry', 'limits']);
    const value = (id: string) => rows.find((r) => r.id === id)!.values;
    expect(value('award')).toEqual([{ key: 'promo.terms.awardPercent.bonus', params: { percent: '100%' } }]);
    expect(value('cap')).toEqual([{ key: 'promo.terms.capValue', params: { amount: '$500.00' } }]);
    expect(value('minDeposit')).toEqual([{ key: 'promo.terms.minDepositValue', params: { amount: '$20.00' } }]);
    expect(value('depositWhich')).toEqual([{ key: 'promo.terms.which.first' }]);
    expect(value('wagering')).toEqual([{ key: 'promo.terms.wageringTimes.bonus', params: { times: 10 } }]);
    // In the menu's order (slots, cards, live), then everything not named.
    expect(value('weights')).toEqual([
      { key: 'promo.terms.weight', params: { category: 'Slots', percent: '100%' } },
      { key: 'promo.terms.weight', params: { category: 'Card Games', percent: '50%' } },
      { key: 'promo.terms.weight', params: { category: 'Live Casino', percent: '10%' } },
      { key: 'promo.terms.weightOthers' },
    ]);
    expect(value('expiry')).toEqual([{ key: 'promo.terms.expiryDays', params: { count: 30 } }]);
    expect(value('limits')).toEqual([{ key: 'promo.terms.perMember', params: { count: 1 } }]);
  });

  it('when the award is cash, then there is no wagering (and no weights) whatever the rule carries', () => {
    const rows = termRows({ awardKind: 'cash', fixedAmount: 500, wageringMultiplier: 3, weights: { RNG: 50 }, perMember: 1 }, { money, category });
    expect(rows.map((r) => r.id)).toEqual(['award', 'wagering', 'limits']);
    expect(rows[0].values).toEqual([{ key: 'promo.terms.awardFixed.cash', params: { amount: '$5.00' } }]);
    expect(rows[1].values).toEqual([{ key: 'promo.terms.noWagering' }]);
  });

  it('when a bonus counts every game in full, then the weights row is left out and bonus-plus-deposit wagering says so', () => {
    const rows = termRows(
      { awardKind: 'bonus', percentBasisPoints: 1000, wageringMultiplier: 5, wageringBase: 'bonusAndDeposit', perDay: 1, onePerPerson: true },
      { money, category },
    );
    expect(rows.map((r) => r.id)).toEqual(['award', 'wagering', 'limits']);
    expect(rows[1].values).toEqual([{ key: 'promo.terms.wageringTimes.bonusAndDeposit', params: { times: 5 } }]);
    expect(rows[2].values).toEqual([{ key: 'promo.terms.perDay', params: { count: 1 } }, { key: 'promo.terms.onePerPerson' }]);
  });

  it('when a promotion is for some VIP levels, then the limits row names them', () => {
    const rows = termRows({ awardKind: 'cash', fixedAmount: 500, vipLevels: ['Gold', 'Diamond'] }, { money, category });
    expect(rows.find((r) => r.id === 'limits')?.values).toEqual([{ key: 'promo.terms.vipLevels', params: { levels: 'Gold, Diamond' } }]);
  });

  it('when every row is built, then each label and value key is in the EN catalogue', () => {
    const all = [
      ...termRows(
        {
          awardKind: 'bonus',
          percentBasisPoints: 1,
          cap: 1,
          minDeposit: 1,
          depositWhich: 'daily',
          wageringMultiplier: 2,
          weights: { RNG: 1 },
          expiresInDays: 2,
          perMember: 2,
          perDay: 2,
        },
        { money, category },
      ),
      ...termRows({ awardKind: 'cash', fixedAmount: 1, depositWhich: 'reload' }, { money, category }),
      ...termRows({ awardKind: 'bonus', fixedAmount: 1, wageringMultiplier: 1, wageringBase: 'bonusAndDeposit' }, { money, category }),
      ...termRows({ awardKind: 'cash' }, { money, category }),
    ];
    const keys = all.flatMap((r) => [r.label.key, ...r.values.map((v) => v.key)]);
    expect(keys.filter((k) => !exists(k))).toEqual([]);
  });
});
