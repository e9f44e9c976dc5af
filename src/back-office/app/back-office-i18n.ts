// The back office's own i18next instance and catalogues (src/back-office/locales): staff read English or
// Chinese, whatever the brands' languages are. Kept apart from the portal's catalogues, so a player's
// download never carries staff texts. The server translates API errors from the portal catalogues'
// `errors` group in the language the x-language header names.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '../../lib/storage/safe-storage.ts';

export const STAFF_LANGUAGES = ['EN', 'CN'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];
const STORAGE_KEY = 'staffLang';

const catalogues: Record<StaffLanguage, () => Promise<{ default: Record<string, unknown> }>> = {
  EN: () => import('../locales/en.json'),
  CN: () => import('../locales/cn.json'),
};

export const isStaffLanguage = (value: unknown): value is StaffLanguage => value === 'EN' || value === 'CN';

/** The stored choice, else the browser's first Chinese or English preference, else English. */
export function initialStaffLanguage(): StaffLanguage {
  const stored = readStorage('local', STORAGE_KEY);
  if (isStaffLanguage(stored)) return stored;
  return navigator.languages?.some((l) => l.toLowerCase().startsWith('zh')) ? 'CN' : 'EN';
}

export const staffI18n: I18n = i18next.createInstance();

export async function initStaffI18n(lang: StaffLanguage): Promise<void> {
  const resources = (await catalogues[lang]()).default;
  await staffI18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: resources } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  document.documentElement.lang = lang === 'CN' ? 'zh-CN' : 'en';
}

export async function switchStaffLanguage(lang: StaffLanguage): Promise<void> {
  if (!staffI18n.hasResourceBundle(lang, 'translation')) staffI18n.addResourceBundle(lang, 'translation', (await catalogues[lang]()).default);
  await staffI18n.changeLanguage(lang);
  writeStorage('local', STORAGE_KEY, lang);
  document.documentElement.lang = lang === 'CN' ? 'zh-CN' : 'en';
}

export const currentStaffLanguage = (): StaffLanguage => (isStaffLanguage(staffI18n.language) ? staffI18n.language : 'EN');
