// Which text of a LocalizedText a visitor sees, the same on server and client: the requested
// language, then the brand's default language, then EN, then whichever text exists.
import type { LocalizedText } from '../generated/tenant.ts';

export function pickLocalized(text: LocalizedText | undefined, lang: string, brandDefault: string): string | undefined {
  if (!text) return undefined;
  const byLang = text as Record<string, string | undefined>;
  return byLang[lang] ?? byLang[brandDefault] ?? text.EN ?? Object.values(text)[0];
}
