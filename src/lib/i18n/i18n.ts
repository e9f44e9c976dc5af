// i18next with lazily loaded catalogues: every language is its own chunk, fetched when the language is
// needed. Each chunk is src/locales/<lng>.json with its fallback chain (TY → VI → EN, others → EN) merged in
// at build time (vite.config.ts, virtual:catalogue/<CODE>), so one request per language and still no
// untranslated key. Language changes load first, then switch, so the page never shows keys or a
// half-translated state.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { writeStorage } from '../storage/safe-storage.ts';
import { htmlLangOf, isLanguageCode } from '../../../schemas/rules/languages.ts';
import { LANGUAGE_STORAGE_KEYS } from '../../../schemas/rules/storage-keys.ts';
import { writeLanguageCookie } from './language-cookie.ts';

type CatalogueModule = { default: ResourceKey };

const catalogues: Readonly<Record<LanguageCode, () => Promise<CatalogueModule>>> = {
  TY: () => import('virtual:catalogue/TY'),
  EN: () => import('virtual:catalogue/EN'),
  CN: () => import('virtual:catalogue/CN'),
  ID: () => import('virtual:catalogue/ID'),
  TH: () => import('virtual:catalogue/TH'),
  VI: () => import('virtual:catalogue/VI'),
  FIL: () => import('virtual:catalogue/FIL'),
};

function catalogueLoader(lang: string): (() => Promise<ResourceKey>) | undefined {
  if (!isLanguageCode(lang)) return undefined;
  return () => catalogues[lang]().then((module) => module.default);
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

/** One configuration for the browser and the server renderer, so both produce the same text. */
export const I18N_OPTIONS = {
  // The fallbacks are merged into each catalogue at build time: nothing else to load.
  fallbackLng: false,
  load: 'currentOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { useSuspense: false },
} as const;

/** The whole catalogue of a language (fallbacks merged in): what the server renderer translates with. */
export async function loadWholeCatalogue(lang: LanguageCode): Promise<ResourceKey> {
  return (await catalogues[lang]()).default;
}

export async function initI18n(lang: LanguageCode): Promise<void> {
  applyDocumentLanguage(lang);
  await i18next
    .use(lazyCatalogueBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: lang });
}

/** Loads the catalogue (fallbacks merged in), then switches; stores the choice under both keys. */
export async function changeAppLanguage(lang: LanguageCode, supported: readonly LanguageCode[]): Promise<void> {
  if (!supported.includes(lang)) return;
  await i18next.loadLanguages(lang);
  await i18next.changeLanguage(lang);
  for (const key of LANGUAGE_STORAGE_KEYS) writeStorage('local', key, lang);
  writeLanguageCookie(lang);
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
