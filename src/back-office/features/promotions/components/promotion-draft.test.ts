import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LanguageCode, Promotion, TenantConfig } from '../../../../../schemas/generated/tenant.ts';
import { draftOf, promotionOf } from './promotion-draft.ts';

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
