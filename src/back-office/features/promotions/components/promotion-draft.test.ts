import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LanguageCode, Promotion, TenantConfig } from '../../../../../schemas/generated/tenant.ts';
import { draftOf, newBand, newMilestone, newPrize, promotionOf } from './promotion-draft.ts';

const tenantFile = (id: string) => JSON.parse(readFileSync(new URL(`../../../../../tenants/${id}.json`, import.meta.url), 'utf8')) as TenantConfig;

describe('promotion draft', () => {
  it('when every demo brand’s promotion is opened and saved untouched, then the same promotion comes back with no problem', () => {
    for (const id of ['aurora', 'lotus', 'pearl']) {
      const file = tenantFile(id);
      const languages = { default: file.languages.default, supported: file.languages.supported as LanguageCode[] };
      for (const p of file.promotions ?? []) {
        const { promotion, problems } = promotionOf(draftOf(p, file.currency.minorUnits ?? 2), file.currency.minorUnits ?? 2, languages);
        expect(problems, `${id}/${p.id}`).toEqual([]);
        expect(promotion, `${id}/${p.id}`).toEqual(p);
      }
    }
  });

  it('when a promotion for some VIP levels is opened and saved, then its VIP levels are kept', () => {
    const file = tenantFile('aurora');
    const languages = { default: file.languages.default, supported: file.languages.supported as LanguageCode[] };
    const p = { ...file.promotions![0], eligibility: { vipLevels: [3, 5] } } as Promotion;
    expect(promotionOf(draftOf(p, 2), 2, languages).promotion.eligibility).toEqual({ vipLevels: [3, 5] });
  });

  it('when staff tick VIP levels on the form, then the promotion is for those ranks (kept order, new after); unticking all drops the rule', () => {
    const file = tenantFile('aurora');
    const languages = { default: file.languages.default, supported: file.languages.supported as LanguageCode[] };
    const p = { ...file.promotions![0], eligibility: { vipLevels: [3, 5] } } as Promotion;
    const draft = draftOf(p, 2);
    expect(draft.vipLevels).toEqual([3, 5]);
    expect(promotionOf({ ...draft, vipLevels: [5, 1, 3] }, 2, languages).promotion.eligibility).toEqual({ vipLevels: [3, 5, 1] });
    expect(promotionOf({ ...draft, vipLevels: [] }, 2, languages).promotion.eligibility).toBeUndefined();
    const fresh = {
      ...draftOf(null, 2),
      id: 'vip-only',
      title: { [languages.default]: 'T' },
      summary: { [languages.default]: 'S' },
      rules: [{ [languages.default]: 'R' }],
    };
    expect(promotionOf({ ...fresh, vipLevels: [4], registeredWithinDays: '7' }, 2, languages).promotion.eligibility).toEqual({
      registeredWithinDays: 7,
      vipLevels: [4],
    });
  });

  it('when amounts, percents and category pairs are typed, then they become minor units and basis points; a bad one is a problem at its field', () => {
    const languages = { default: 'EN' as LanguageCode, supported: ['EN', 'CN'] as LanguageCode[] };
    const d = { ...draftOf(null, 2), id: 'new-one', title: { EN: 'T' }, summary: { EN: 'S' }, rules: [{ EN: 'R' }] };
    const ok = promotionOf({ ...d, percent: '12.5', cap: '1,000.50', weights: 'live 10, SPORTS 50', depositMin: '100' }, 2, languages);
    expect(ok.problems).toEqual([]);
    expect(ok.promotion).toMatchObject({
      award: { kind: 'bonus', percentBasisPoints: 1250, cap: 100050 },
      wagering: { multiplier: 10, weights: { LIVE: 10, SPORTS: 50 } },
      deposit: { which: 'first', minAmount: 10000 },
    });
    const bad = promotionOf({ ...d, percent: '12.555', cap: '0', weights: 'CASINO 5', id: 'Bad Id' }, 2, languages);
    expect(bad.problems.map((p) => p.field).sort()).toEqual(['award.cap', 'award.percentBasisPoints', 'id', 'wagering.weights']);
    // A percent without a cap: the shared rule (the server's) says so at the cap.
    expect(promotionOf({ ...d, percent: '10', cap: '' }, 2, languages).problems).toEqual([
      { field: 'award.cap', key: 'promotions.edit.rules.promotionAwardCapRequired', values: undefined },
    ]);
    const rebate = promotionOf({ ...d, type: 'rebate', awardKind: 'cash', rebateRates: 'RNG 0.8, LIVE 0.5' }, 2, languages);
    expect(rebate.problems).toEqual([]);
    expect(rebate.promotion).toMatchObject({ award: { kind: 'cash' }, rebate: { period: 'daily', claim: 'auto', ratesBasisPoints: { RNG: 80, LIVE: 50 } } });
    expect(rebate.promotion.deposit).toBeUndefined();
  });

  it('when every demo brand’s promotion is opened, then raffle, ranking, referral and appDownload ones are among them (their sections round-trip above)', () => {
    const types = new Set(['aurora', 'lotus', 'pearl'].flatMap((id) => (tenantFile(id).promotions ?? []).map((p) => p.type)));
    for (const type of ['raffle', 'ranking', 'referral', 'appDownload']) expect(types, type).toContain(type);
  });

  it('when a raffle’s prize table, a ranking’s bands, a referral’s milestones and app platforms are typed, then they become the sections in minor units; bad rows are problems at their field', () => {
    const languages = { default: 'EN' as LanguageCode, supported: ['EN', 'CN'] as LanguageCode[] };
    const d = { ...draftOf(null, 2), id: 'typed', title: { EN: 'T' }, summary: { EN: 'S' }, rules: [{ EN: 'R' }], awardKind: 'cash' as const, wagering: false };
    const raffle = promotionOf(
      {
        ...d,
        type: 'raffle',
        raffleTurnover: '100',
        raffleMaxPerDay: '3',
        raffleCategories: ['LIVE', 'RNG'],
        rafflePrizes: [
          { id: 'big', name: { EN: 'Big', CN: '大奖' }, kind: 'cash', amount: '50.25', weight: '1', stock: '2' },
          { id: 'miss', name: { EN: 'Miss' }, kind: 'none', amount: '9', weight: '9', stock: '' },
        ],
      },
      2,
      languages,
    );
    expect(raffle.problems).toEqual([]);
    expect(raffle.promotion.raffle).toEqual({
      earn: { turnoverPerChance: 10_000, maxChancesPerDay: 3, categories: ['RNG', 'LIVE'] },
      prizes: [
        { id: 'big', name: { EN: 'Big', CN: '大奖' }, kind: 'cash', amount: 5_025, weight: 1, stock: 2 },
        { id: 'miss', name: { EN: 'Miss' }, kind: 'none', weight: 9 },
      ],
    });
    const badRaffle = promotionOf(
      {
        ...d,
        type: 'raffle',
        rafflePrizes: [
          { ...newPrize(), id: 'A b', kind: 'bonus', weight: '' },
          { ...newPrize(), id: 'x', name: { EN: 'X' }, amount: '1.234' },
        ],
      },
      2,
      languages,
    );
    expect(badRaffle.problems.map((p) => p.field).sort()).toEqual([
      'raffle.earn',
      'raffle.prizes.0.amount',
      'raffle.prizes.0.id',
      'raffle.prizes.0.name',
      'raffle.prizes.0.weight',
      'raffle.prizes.1.amount',
    ]);

    const ranking = promotionOf(
      {
        ...d,
        type: 'ranking',
        rankingPeriod: 'weekly',
        rankingMinTurnover: '0',
        rankingBands: [
          { fromRank: '1', toRank: '1', amount: '100' },
          { fromRank: '2', toRank: '5', amount: '20' },
        ],
      },
      2,
      languages,
    );
    expect(ranking.problems).toEqual([]);
    expect(ranking.promotion.ranking).toEqual({
      period: 'weekly',
      minTurnover: 0,
      prizes: [
        { fromRank: 1, toRank: 1, amount: 10_000 },
        { fromRank: 2, toRank: 5, amount: 2_000 },
      ],
    });
    const overlap = promotionOf(
      { ...d, type: 'ranking', rankingBands: [{ fromRank: '1', toRank: '3', amount: '1' }, { fromRank: '2', toRank: '2', amount: '1' }, newBand()] },
      2,
      languages,
    );
    expect(overlap.problems.map((p) => [p.field, p.key])).toEqual([
      ['ranking.prizes.2.fromRank', 'promotions.edit.problems.required'],
      ['ranking.prizes.2.toRank', 'promotions.edit.problems.required'],
      ['ranking.prizes.2.amount', 'promotions.edit.problems.required'],
      ['ranking.prizes.1', 'promotions.edit.rules.promotionRankBandOverlap'],
    ]);

    const referral = promotionOf(
      {
        ...d,
        type: 'referral',
        maxFriends: '20',
        milestones: [
          { on: 'registered', threshold: '5', amount: '2', friendAmount: '1' },
          { on: 'turnover', threshold: '200', amount: '10', friendAmount: '' },
        ],
      },
      2,
      languages,
    );
    expect(referral.problems).toEqual([]);
    expect(referral.promotion.referral).toEqual({
      milestones: [
        { on: 'registered', amount: 200, friendAmount: 100 },
        { on: 'turnover', threshold: 20_000, amount: 1_000 },
      ],
      maxFriends: 20,
    });
    const twice = promotionOf(
      {
        ...d,
        type: 'referral',
        milestones: [
          { ...newMilestone(), amount: '1' },
          { ...newMilestone(), amount: '' },
        ],
      },
      2,
      languages,
    );
    expect(twice.problems.map((p) => p.field)).toEqual(['referral.milestones.1.amount', 'referral.milestones.1.on']);

    const app = { ...d, type: 'appDownload' as const, fixed: '5' };
    expect(promotionOf({ ...app, platforms: ['ios', 'android'] }, 2, languages).promotion.appDownload).toEqual({ platforms: ['android', 'ios'] });
    expect(promotionOf({ ...app, platforms: [] }, 2, languages).promotion.appDownload).toBeUndefined();
    // A type change drops the old type's section.
    expect(promotionOf({ ...draftOf(raffle.promotion, 2), type: 'newbie', fixed: '1' }, 2, languages).promotion.raffle).toBeUndefined();
  });

  it('when a promotion carries a field this form does not know, then saving keeps it', () => {
    const p = {
      id: 'x',
      type: 'newbie',
      category: 'newbie',
      title: { EN: 'T' },
      summary: { EN: 'S' },
      rules: [{ EN: 'R' }],
      award: { kind: 'cash', fixedAmount: 5 },
      image: '/brand-assets/x.svg',
    } as Promotion;
    const { promotion } = promotionOf(draftOf(p, 2), 2, { default: 'EN', supported: ['EN'] });
    expect(promotion.image).toBe('/brand-assets/x.svg');
  });

  it('when a one-per-person promotion is opened and saved, then it stays one per person; ticking the box makes another one so', () => {
    const p = {
      id: 'x',
      type: 'newbie',
      category: 'newbie',
      title: { EN: 'T' },
      summary: { EN: 'S' },
      rules: [{ EN: 'R' }],
      award: { kind: 'cash', fixedAmount: 5 },
      limits: { perMember: 1, onePerPerson: true },
    } as Promotion;
    const languages = { default: 'EN', supported: ['EN'] } as const;
    expect(promotionOf(draftOf(p, 2), 2, languages).promotion.limits).toEqual({ perMember: 1, onePerPerson: true });
    const plain = { ...p, limits: undefined };
    expect(promotionOf(draftOf(plain, 2), 2, languages).promotion.limits).toBeUndefined();
    expect(promotionOf({ ...draftOf(plain, 2), onePerPerson: true }, 2, languages).promotion.limits).toEqual({ onePerPerson: true });
  });
});
