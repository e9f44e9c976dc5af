// DELETE /bo/api/brands/:tenant/content/maintenance: ends staff's maintenance window (the tenant file's applies again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiDelete } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const endMaintenance = (tenantId: string) => apiDelete<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/maintenance`);

export function useEndMaintenance(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => endMaintenance(tenantId),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
