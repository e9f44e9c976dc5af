// Language rules: which codes exist, how a stored value is validated, and the fallback chain.
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';

export const LANGUAGE_CODES: readonly LanguageCode[] = ['TY', 'EN', 'CN', 'ID', 'TH', 'VI', 'FIL'];

/** Both keys hold the visitor's chosen language code (spec §3: "language kept locally (keys hisLang, lang)"). */
export const LANGUAGE_STORAGE_KEYS = ['lang', 'hisLang'] as const;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The language to start with: the first stored value that the brand supports, else the brand default.
 * A stored value that is not a language code, or one the brand does not offer, is ignored.
 */
export function resolveLanguage(
  storedValues: ReadonlyArray<string | null | undefined>,
  supported: readonly LanguageCode[],
  brandDefault: LanguageCode,
): LanguageCode {
  for (const stored of storedValues) {
    const candidate = stored?.trim().toUpperCase();
    if (isLanguageCode(candidate) && supported.includes(candidate)) return candidate;
  }
  return supported.includes(brandDefault) ? brandDefault : supported[0] ?? brandDefault;
}

/** Catalogue fallbacks after the language itself: TY → VI → EN, everything else → EN. */
export function fallbackChain(lang: LanguageCode): LanguageCode[] {
  if (lang === 'EN') return [];
  if (lang === 'TY') return ['VI', 'EN'];
  return ['EN'];
}

/** BCP 47 tag for <html lang>: TY is the Vietnamese market language. */
const HTML_LANG: Record<LanguageCode, string> = {
  TY: 'vi',
  EN: 'en',
  CN: 'zh-CN',
  ID: 'id',
  TH: 'th',
  VI: 'vi',
  FIL: 'fil',
};

export function htmlLangOf(lang: LanguageCode): string {
  return HTML_LANG[lang];
}

/** The catalogue file of a language: src/locales/<lower-case code>.json. */
export function catalogueFileOf(lang: LanguageCode): string {
  return `${lang.toLowerCase()}.json`;
}
