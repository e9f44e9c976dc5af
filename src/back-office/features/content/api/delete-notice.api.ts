// DELETE /bo/api/brands/:tenant/content/notices/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiDelete } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const deleteNotice = (tenantId: string, id: number) => apiDelete<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/notices/${id}`);

export function useDeleteNotice(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteNotice(tenantId, id),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
