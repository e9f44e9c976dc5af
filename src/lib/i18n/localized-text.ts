// Tenant texts come per language (LocalizedText); the brand's default language is the fallback, then EN.
import type { LocalizedText } from '../../../schemas/generated/tenant.ts';

export function pickLocalized(text: LocalizedText | undefined, lang: string, brandDefault: string): string {
  if (!text) return '';
  return text[lang] ?? text[brandDefault] ?? text.EN ?? Object.values(text)[0] ?? '';
}

/** Plain-text paragraphs (blank-line or line separated), never HTML. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
