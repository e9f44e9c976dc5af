import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BCP47, fallbackChain, LANGUAGE_CODES, resolveLanguage } from './languages.ts';

const schema = JSON.parse(readFileSync(new URL('../tenant.schema.json', import.meta.url), 'utf8'));

describe('language rules', () => {
  it('when the schema lists the language codes, then the shared rules know exactly those codes and a tag for each', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual([...schema.definitions.LanguageCode.enum].sort());
    for (const code of LANGUAGE_CODES) expect(BCP47[code]).toMatch(/^[a-z]{2,3}(-[A-Z]{2})?$/);
  });

  it('when a language is TY, then its catalogue falls back to VI and then EN; others fall back to EN only', () => {
    expect(fallbackChain('TY')).toEqual(['VI', 'EN']);
    expect(fallbackChain('FIL')).toEqual(['EN']);
    expect(fallbackChain('EN')).toEqual([]);
  });

  it('when the stored choice is not offered by the brand, then the brand default is used', () => {
    expect(resolveLanguage(['th'], ['FIL', 'EN'], 'FIL')).toBe('FIL');
    expect(resolveLanguage([' en '], ['FIL', 'EN'], 'FIL')).toBe('EN');
    expect(resolveLanguage([null, 'XX'], ['FIL', 'EN'], 'EN')).toBe('EN');
  });
});
