// DELETE /bo/api/brands/:tenant/help/:language: hands the language back to the shipped texts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpEditorValue } from '../../../../../schemas/generated/help-centre.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { apiDelete } from '../../../../lib/api/api-client.ts';
import { helpCentreKeys } from './help-centre-keys.ts';

export const resetHelp = (tenantId: string, language: LanguageCode) =>
  apiDelete<HelpEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/help/${encodeURIComponent(language)}`);

export function useResetHelp(tenantId: string, language: LanguageCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetHelp(tenantId, language),
    onSuccess: (value) => client.setQueryData(helpCentreKeys.language(tenantId, language), value),
  });
}
