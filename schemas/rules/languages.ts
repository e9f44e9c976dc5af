// Language rules both sides must apply identically: the codes, how a stored choice is validated,
// the catalogue fallback chain (TY → VI → EN, others → EN) and the BCP 47 tag of each code.
import type { LanguageCode } from '../generated/tenant.ts';

export const LANGUAGE_CODES: readonly LanguageCode[] = ['TY', 'EN', 'CN', 'ID', 'TH', 'VI', 'FIL'];

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
  return supported.includes(brandDefault) ? brandDefault : (supported[0] ?? brandDefault);
}

/** Catalogue fallbacks after the language itself: TY (house Vietnamese) → VI → EN, others → EN. */
export function fallbackChain(lang: LanguageCode): LanguageCode[] {
  if (lang === 'EN') return [];
  if (lang === 'TY') return ['VI', 'EN'];
  return ['EN'];
}

/** BCP 47 tag for <html lang> and Intl: TY is the Vietnamese market language. */
export const BCP47: Readonly<Record<LanguageCode, string>> = {
  TY: 'vi',
  EN: 'en',
  CN: 'zh-CN',
  ID: 'id',
  TH: 'th',
  VI: 'vi',
  FIL: 'fil',
};

export function htmlLangOf(lang: LanguageCode): string {
  return BCP47[lang];
}
