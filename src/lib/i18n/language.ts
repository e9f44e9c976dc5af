// Client-only language facts; rules and storage keys shared with the server live in schemas/rules/.
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';

/** The catalogue file of a language: src/locales/<lower-case code>.json. */
export function catalogueFileOf(lang: LanguageCode): string {
  return `${lang.toLowerCase()}.json`;
}
