// i18next in the server renderer: the same instance and options as the browser (components use the
// global through react-i18next), every catalogue loaded whole. The renderer renders one page at a time,
// so switching the one instance's language per page is safe.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { I18N_OPTIONS, loadWholeCatalogue } from './i18n.ts';

let initialised: Promise<unknown> | null = null;

export async function switchServerLanguage(lang: LanguageCode): Promise<void> {
  initialised ??= i18next.use(initReactI18next).init({ ...I18N_OPTIONS, lng: lang, resources: {} });
  await initialised;
  if (!i18next.hasResourceBundle(lang, 'translation')) i18next.addResourceBundle(lang, 'translation', await loadWholeCatalogue(lang), true, true);
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}
