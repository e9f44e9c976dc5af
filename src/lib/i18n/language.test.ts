import { describe, expect, it } from 'vitest';
import { fallbackChain, htmlLangOf, resolveLanguage } from '../../../schemas/rules/languages.ts';
import { catalogueFileOf } from './language.ts';

describe('resolveLanguage', () => {
  it('when the stored language is supported, then it is used', () => {
    expect(resolveLanguage(['EN', null], ['TY', 'EN'], 'TY')).toBe('EN');
  });
  it('when lang is missing but hisLang is valid, then hisLang is used', () => {
    expect(resolveLanguage([null, 'EN'], ['TY', 'EN'], 'TY')).toBe('EN');
  });
  it('when the stored value is not a language code, then the brand default is used', () => {
    expect(resolveLanguage(['klingon', '<script>'], ['TY', 'EN'], 'TY')).toBe('TY');
  });
  it('when the stored language exists but the brand does not offer it, then the brand default is used', () => {
    expect(resolveLanguage(['TH'], ['TY', 'EN'], 'EN')).toBe('EN');
  });
  it('when the stored value differs only in case or spaces, then it is accepted', () => {
    expect(resolveLanguage([' en '], ['TY', 'EN'], 'TY')).toBe('EN');
  });
  it('when nothing is stored, then the brand default is used', () => {
    expect(resolveLanguage([undefined, ''], ['TY', 'EN'], 'TY')).toBe('TY');
  });
  it('when the default is not in the supported list, then the first supported language is used', () => {
    expect(resolveLanguage([], ['EN', 'TH'], 'TY')).toBe('EN');
  });
});

describe('fallbackChain', () => {
  it('when the language is TY, then it falls back to VI and then EN', () => {
    expect(fallbackChain('TY')).toEqual(['VI', 'EN']);
  });
  it('when the language is another one, then it falls back to EN', () => {
    expect(fallbackChain('TH')).toEqual(['EN']);
    expect(fallbackChain('VI')).toEqual(['EN']);
    expect(fallbackChain('CN')).toEqual(['EN']);
  });
  it('when the language is EN, then there is nothing to fall back to', () => {
    expect(fallbackChain('EN')).toEqual([]);
  });
});

describe('language files and tags', () => {
  it('when asked for a catalogue, then the lower-case file name is given', () => {
    expect(catalogueFileOf('FIL')).toBe('fil.json');
  });
  it('when asked for the html lang of TY, then Vietnamese is given', () => {
    expect(htmlLangOf('TY')).toBe('vi');
    expect(htmlLangOf('CN')).toBe('zh-CN');
  });
});
