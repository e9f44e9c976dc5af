// PUT /bo/api/brands/:tenant/content/maintenance: the maintenance window (on/off, end time, message per
// language, allow-list). Needs features.write besides content.write.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentValue, MaintenanceInput } from '../../../../../schemas/generated/content.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const setMaintenance = (tenantId: string, body: MaintenanceInput) =>
  apiPut<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/maintenance`, body);

export function useSetMaintenance(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceInput) => setMaintenance(tenantId, body),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
