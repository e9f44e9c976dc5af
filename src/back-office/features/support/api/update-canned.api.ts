// PUT /bo/api/brands/:tenant/support/canned/:language/:id: replaces one canned answer (same id, same place).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CannedInput, CannedList } from '../../../../../schemas/generated/support.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const updateCanned = (tenantId: string, language: LanguageCode, id: number, body: CannedInput) =>
  apiPut<CannedList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/canned/${encodeURIComponent(language)}/${id}`, body);

export function useUpdateCanned(tenantId: string, language: LanguageCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CannedInput }) => updateCanned(tenantId, language, id, body),
    onSuccess: (value) => {
      client.setQueryData(supportKeys.canned(tenantId, language), value);
      void client.invalidateQueries({ queryKey: supportKeys.brand(tenantId) });
    },
  });
}
