// i18next with lazily loaded catalogues: every language is two chunks, fetched when the language is
// needed. Each is a part of src/locales/<lng>.json with its fallback chain (TY → VI → EN, others → EN)
// merged in at build time (vite.config.ts, virtual:catalogue/<CODE>/core and /rest), so no untranslated
// key. `core` (what the first paint shows, catalogue-parts.ts) comes with the first page; `rest` on the
// visitor's first use of the page (runOnFirstUse), and always before a page or popup that needs it
// (withFullCatalogue around its lazy loader). Language changes load both parts first, then switch, so the page never shows keys or a
// half-translated state.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { runOnFirstUse } from '../idle/after-first-paint.ts';
import { writeStorage } from '../storage/safe-storage.ts';
import { mergeParts, type CatalogueTree } from './catalogue-parts.ts';
import { htmlLangOf, isLanguageCode } from '../../../schemas/rules/languages.ts';
import { LANGUAGE_STORAGE_KEYS } from '../../../schemas/rules/storage-keys.ts';
import { writeLanguageCookie } from './language-cookie.ts';

type CatalogueModule = { default: ResourceKey };

const coreCatalogues: Readonly<Record<LanguageCode, () => Promise<CatalogueModule>>> = {
  TY: () => import('virtual:catalogue/TY/core'),
  EN: () => import('virtual:catalogue/EN/core'),
  CN: () => import('virtual:catalogue/CN/core'),
  ID: () => import('virtual:catalogue/ID/core'),
  TH: () => import('virtual:catalogue/TH/core'),
  VI: () => import('virtual:catalogue/VI/core'),
  FIL: () => import('virtual:catalogue/FIL/core'),
};

const restCatalogues: Readonly<Record<LanguageCode, () => Promise<CatalogueModule>>> = {
  TY: () => import('virtual:catalogue/TY/rest'),
  EN: () => import('virtual:catalogue/EN/rest'),
  CN: () => import('virtual:catalogue/CN/rest'),
  ID: () => import('virtual:catalogue/ID/rest'),
  TH: () => import('virtual:catalogue/TH/rest'),
  VI: () => import('virtual:catalogue/VI/rest'),
  FIL: () => import('virtual:catalogue/FIL/rest'),
};

function catalogueLoader(lang: string): (() => Promise<ResourceKey>) | undefined {
  if (!isLanguageCode(lang)) return undefined;
  return () => coreCatalogues[lang]().then((module) => module.default);
}

/** The whole client catalogue of a language (both parts merged; server-only groups left out), e.g. for a server renderer. */
export async function loadWholeCatalogue(lang: LanguageCode): Promise<ResourceKey> {
  const [core, rest] = await Promise.all([coreCatalogues[lang](), restCatalogues[lang]()]);
  return mergeParts(core.default as CatalogueTree, rest.default as CatalogueTree);
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

const restLoads = new Map<LanguageCode, Promise<void>>();

function whenInitialized(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18next.off('initialized', done);
      resolve();
    };
    i18next.on('initialized', done);
  });
}

/** Adds a language's `rest` after its `core` (the backend's shallow add would otherwise drop rest's share of a group). */
function loadRest(lang: LanguageCode): Promise<void> {
  let load = restLoads.get(lang);
  if (!load) {
    load = Promise.all([i18next.loadLanguages(lang), restCatalogues[lang]()]).then(([, rest]) => {
      i18next.addResourceBundle(lang, 'translation', rest.default, true, true);
    });
    // A failed fetch (offline) is tried again by the next caller.
    load.catch(() => restLoads.delete(lang));
    restLoads.set(lang, load);
  }
  return load;
}

/** Resolves when the current language's whole catalogue (core and rest) is in. */
export async function ensureFullCatalogue(): Promise<void> {
  await whenInitialized();
  await loadRest(currentLanguage());
}

/**
 * Wraps a lazy loader (page, popup) so its module resolves only once the whole catalogue is in. On the
 * server it is the loader alone: the server renderer gives its i18n instance the whole catalogue
 * (loadWholeCatalogue), and this module's instance is never initialised there.
 */
export function withFullCatalogue<T>(loader: () => Promise<T>): () => Promise<T> {
  if (typeof window === 'undefined') return loader;
  return () => Promise.all([loader(), ensureFullCatalogue()]).then(([module]) => module);
}

export async function initI18n(lang: LanguageCode): Promise<void> {
  applyDocumentLanguage(lang);
  await i18next
    .use(lazyCatalogueBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: lang });
  // Whatever the first page did not need: fetched once the visitor starts using the page, before they open
  // a popup or another page (those await it anyway, withFullCatalogue); a visitor who only reads never pays.
  runOnFirstUse(() => void ensureFullCatalogue().catch(() => {}));
}

/** Loads the catalogue (fallbacks merged in), then switches; stores the choice under both keys. */
export async function changeAppLanguage(lang: LanguageCode, supported: readonly LanguageCode[]): Promise<void> {
  if (!supported.includes(lang)) return;
  await loadRest(lang);
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
