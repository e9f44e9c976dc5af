import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorIconUrl } from '../../../schemas/rules/vendor-icon.ts';
import { useTenantContext } from '../../lib/tenant/tenant-context.tsx';

/** The spec §7 icon URL of a vendor for this page load's CDN and the current language. */
export function useVendorIcon(): (vassalage: string, gameType: string) => string {
  const { imageCdn, tenant } = useTenantContext();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback(
    (vassalage, gameType) => vendorIconUrl({ vassalage, gameType, lang }, imageCdn, tenant.languageRules),
    [imageCdn, tenant.languageRules, lang],
  );
}
