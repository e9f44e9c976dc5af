// i18next with lazily loaded catalogues: every src/locales/<lng>.json is its own chunk, fetched when the
// language (or one of its fallbacks) is needed. Language changes load first, then switch, so the page
// never shows keys or a half-translated state.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { writeStorage } from '../storage/safe-storage.ts';
import { fallbackChain, htmlLangOf, isLanguageCode, LANGUAGE_CODES } from '../../../schemas/rules/languages.ts';
import { catalogueFileOf, LANGUAGE_STORAGE_KEYS } from './language.ts';

const catalogues = import.meta.glob<ResourceKey>('../../locales/*.json', { import: 'default' });

function catalogueLoader(lang: string): (() => Promise<ResourceKey>) | undefined {
  if (!isLanguageCode(lang)) return undefined;
  return catalogues[`../../locales/${catalogueFileOf(lang)}`];
}

const lazyCatalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = catalogueLoader(language);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next;

export async function initI18n(lang: LanguageCode): Promise<void> {
  applyDocumentLanguage(lang);
  await i18next
    .use(lazyCatalogueBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: Object.fromEntries([
        ...LANGUAGE_CODES.map((code) => [code, fallbackChain(code)]),
        ['default', ['EN']],
      ]),
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
}

/** Loads the catalogue (and its fallbacks), then switches; stores the choice under both keys. */
export async function changeAppLanguage(lang: LanguageCode, supported: readonly LanguageCode[]): Promise<void> {
  if (!supported.includes(lang)) return;
  await i18next.loadLanguages([lang, ...fallbackChain(lang)]);
  await i18next.changeLanguage(lang);
  for (const key of LANGUAGE_STORAGE_KEYS) writeStorage('local', key, lang);
  applyDocumentLanguage(lang);
}

/** The visitor's language (what the API receives as x-language), not the catalogue that answered. */
export function currentLanguage(): LanguageCode {
  const lang = i18next.language;
  return isLanguageCode(lang) ? lang : 'EN';
}

function applyDocumentLanguage(lang: LanguageCode): void {
  const root = document.documentElement;
  root.dataset.lang = lang;
  root.lang = htmlLangOf(lang);
}
