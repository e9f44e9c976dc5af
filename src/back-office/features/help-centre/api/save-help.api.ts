// PUT /bo/api/brands/:tenant/help/:language: the language's whole help centre, replacing the shipped texts for this brand.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpEditCategory, HelpEditorValue } from '../../../../../schemas/generated/help-centre.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { helpCentreKeys } from './help-centre-keys.ts';

export const saveHelp = (tenantId: string, language: LanguageCode, categories: HelpEditCategory[]) =>
  apiPut<HelpEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/help/${encodeURIComponent(language)}`, { categories });

export function useSaveHelp(tenantId: string, language: LanguageCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categories: HelpEditCategory[]) => saveHelp(tenantId, language, categories),
    onSuccess: (value) => client.setQueryData(helpCentreKeys.language(tenantId, language), value),
  });
}
