// DELETE /bo/api/brands/:tenant/content/banners/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiDelete } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const deleteBanner = (tenantId: string, id: number) => apiDelete<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/banners/${id}`);

export function useDeleteBanner(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBanner(tenantId, id),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
