// The language the games endpoints are asked in: the visitor's current language code.
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { isLanguageCode } from '../../../schemas/rules/languages.ts';

export function useApiLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : 'EN';
}
