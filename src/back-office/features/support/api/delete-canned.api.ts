// DELETE /bo/api/brands/:tenant/support/canned/:language/:id: removes one canned answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CannedList } from '../../../../../schemas/generated/support.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { apiDelete } from '../../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const deleteCanned = (tenantId: string, language: LanguageCode, id: number) =>
  apiDelete<CannedList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/canned/${encodeURIComponent(language)}/${id}`);

export function useDeleteCanned(tenantId: string, language: LanguageCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCanned(tenantId, language, id),
    onSuccess: (value) => {
      client.setQueryData(supportKeys.canned(tenantId, language), value);
      void client.invalidateQueries({ queryKey: supportKeys.brand(tenantId) });
    },
  });
}
