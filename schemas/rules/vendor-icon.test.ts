import { describe, expect, it } from 'vitest';
import type { LanguageRule } from '../generated/tenant.ts';
import { applyLanguageAliases, createVendorIconResolver, pickCdn, vendorIconUrl } from './vendor-icon.ts';

const rules: Record<string, LanguageRule> = {
  TY: {
    vendorIconAliases: [
      { match: 'BTI', icon: '123BET' },
      { match: 'TCG_.*', icon: '123BET' },
    ],
    categoryAliases: { LOTT: 'ELOTT' },
  },
};

const CDN = 'https://img.example.com';

describe('vendorIconUrl', () => {
  const table: Array<[string, { vassalage: string; gameType: string; lang: string }, string | undefined, string]> = [
    [
      'when a CDN is set, then the colour icon of the vendor list folder is used',
      { vassalage: 'PG', gameType: 'RNG', lang: 'EN' },
      CDN,
      `${CDN}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-COLOR.png`,
    ],
    [
      'when a CDN is set for a live vendor, then the LIVE folder is used',
      { vassalage: 'EVO', gameType: 'LIVE', lang: 'EN' },
      CDN,
      `${CDN}/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/EVO-COLOR.png`,
    ],
    [
      'when the vendor is BTI, then the fixed RNG_LIST_VENDOR file is used whatever its type',
      { vassalage: 'BTI', gameType: 'SPORTS', lang: 'EN' },
      CDN,
      `${CDN}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/BTI-COLOR.png`,
    ],
    [
      'when the language aliases BTI, then the alias icon replaces the fixed BTI file',
      { vassalage: 'BTI', gameType: 'SPORTS', lang: 'TY' },
      CDN,
      `${CDN}/TCG_PROD_IMAGES/SPORTS_LIST_VENDOR/123BET-COLOR.png`,
    ],
    [
      'when the language aliases TCG-prefixed vendors, then their icon is the alias',
      { vassalage: 'TCG_SEA', gameType: 'ELOTT', lang: 'TY' },
      CDN,
      `${CDN}/TCG_PROD_IMAGES/ELOTT_LIST_VENDOR/123BET-COLOR.png`,
    ],
    [
      'when the language aliases the LOTT category, then the ELOTT folder is used',
      { vassalage: 'LOTT', gameType: 'LOTT', lang: 'TY' },
      CDN,
      `${CDN}/TCG_PROD_IMAGES/ELOTT_LIST_VENDOR/LOTT-COLOR.png`,
    ],
    [
      'when another language has no rule, then no alias applies',
      { vassalage: 'TCG_SEA', gameType: 'LOTT', lang: 'EN' },
      CDN,
      `${CDN}/TCG_PROD_IMAGES/LOTT_LIST_VENDOR/TCG_SEA-COLOR.png`,
    ],
    [
      'when an alias pattern only matches part of the code, then it does not apply',
      { vassalage: 'XBTI', gameType: 'RNG', lang: 'TY' },
      CDN,
      `${CDN}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/XBTI-COLOR.png`,
    ],
    ['when there is no CDN, then the built-in art of the vendor is used', { vassalage: 'PG', gameType: 'RNG', lang: 'EN' }, undefined, '/art/vendors/PG.svg'],
    [
      'when there is no CDN, then language aliases do not change the built-in art',
      { vassalage: 'BTI', gameType: 'SPORTS', lang: 'TY' },
      undefined,
      '/art/vendors/BTI.svg',
    ],
  ];
  for (const [name, input, cdn, expected] of table) {
    it(name, () => {
      expect(vendorIconUrl(input, cdn, rules)).toBe(expected);
    });
  }
});

describe('pickCdn', () => {
  it('when the list is empty, then no CDN is picked', () => {
    expect(pickCdn([], () => 0.5)).toBeUndefined();
    expect(pickCdn(['  '], () => 0.5)).toBeUndefined();
  });
  it('when the random source is injected, then it decides the entry', () => {
    const list = ['https://a.example', 'https://b.example', 'https://c.example/'];
    expect(pickCdn(list, () => 0)).toBe('https://a.example');
    expect(pickCdn(list, () => 0.5)).toBe('https://b.example');
    expect(pickCdn(list, () => 0.9999)).toBe('https://c.example');
  });
  it('when the random source misbehaves, then the pick stays inside the list', () => {
    expect(pickCdn(['https://a.example', 'https://b.example'], () => 1)).toBe('https://b.example');
    expect(pickCdn(['https://a.example', 'https://b.example'], () => Number.NaN)).toBe('https://a.example');
  });
});

describe('createVendorIconResolver', () => {
  it('when created with several CDNs, then every icon of the page load uses the same picked CDN', () => {
    let calls = 0;
    const resolve = createVendorIconResolver({
      imageCdns: ['https://a.example', 'https://b.example'],
      random: () => {
        calls += 1;
        return 0.75;
      },
    });
    expect(resolve({ vassalage: 'PG', gameType: 'RNG', lang: 'EN' })).toBe('https://b.example/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-COLOR.png');
    expect(resolve({ vassalage: 'EVO', gameType: 'LIVE', lang: 'EN' })).toBe('https://b.example/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/EVO-COLOR.png');
    expect(calls).toBe(1);
  });
  it('when an alias pattern is not a valid regular expression, then it is ignored', () => {
    expect(applyLanguageAliases({ vassalage: 'PG', gameType: 'RNG', lang: 'EN' }, { EN: { vendorIconAliases: [{ match: '(', icon: 'X' }] } })).toEqual({
      iconCode: 'PG',
      gameType: 'RNG',
    });
  });
});
