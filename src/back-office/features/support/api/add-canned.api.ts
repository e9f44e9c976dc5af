// POST /bo/api/brands/:tenant/support/canned/:language: adds a canned answer at the end of the language's list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CannedInput, CannedList } from '../../../../../schemas/generated/support.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const addCanned = (tenantId: string, language: LanguageCode, body: CannedInput) =>
  apiPost<CannedList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/canned/${encodeURIComponent(language)}`, body);

export function useAddCanned(tenantId: string, language: LanguageCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CannedInput) => addCanned(tenantId, language, body),
    onSuccess: (value) => {
      client.setQueryData(supportKeys.canned(tenantId, language), value);
      void client.invalidateQueries({ queryKey: supportKeys.brand(tenantId) });
    },
  });
}
