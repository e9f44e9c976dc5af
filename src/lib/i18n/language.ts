// Client-only language facts; the rules shared with the server live in schemas/rules/languages.ts.
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';

/** Both keys hold the visitor's chosen language code (spec §3: "language kept locally (keys hisLang, lang)"). */
export const LANGUAGE_STORAGE_KEYS = ['lang', 'hisLang'] as const;

/** The catalogue file of a language: src/locales/<lower-case code>.json. */
export function catalogueFileOf(lang: LanguageCode): string {
  return `${lang.toLowerCase()}.json`;
}
