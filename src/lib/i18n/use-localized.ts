import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../schemas/generated/tenant.ts';
import { useTenant } from '../tenant/tenant-context.tsx';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';

/** Picks a tenant text in the current language (brand default, then EN, as fallbacks). */
export function useLocalized(): (text: LocalizedText | undefined) => string {
  const { i18n } = useTranslation();
  const tenant = useTenant();
  const lang = i18n.language;
  return useCallback((text) => pickLocalized(text, lang, tenant.languages.default) ?? '', [lang, tenant.languages.default]);
}
