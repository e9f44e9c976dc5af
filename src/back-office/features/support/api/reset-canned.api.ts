// DELETE /bo/api/brands/:tenant/support/canned/:language: hands the language back to the tenant file's answers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CannedList } from '../../../../../schemas/generated/support.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { apiDelete } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const resetCanned = (tenantId: string, language: LanguageCode) =>
  apiDelete<CannedList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/canned/${encodeURIComponent(language)}`);

export function useResetCanned(tenantId: string, language: LanguageCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetCanned(tenantId, language),
    onSuccess: (value) => {
      client.setQueryData(supportKeys.canned(tenantId, language), value);
      void client.invalidateQueries({ queryKey: supportKeys.brand(tenantId) });
    },
  });
}
