// The visitor's language also as a cookie: the server renders the first paint in it (it cannot read
// localStorage). Not HttpOnly on purpose: it holds only a language code the page itself chose.
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { LANGUAGE_COOKIE } from '../../../schemas/rules/server-render.ts';

const ONE_YEAR_S = 365 * 24 * 3600;

export function writeLanguageCookie(lang: LanguageCode): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  } catch {
    // Cookies off: the server renders in the brand's default language and the page switches after load.
  }
}
