// PUT /bo/api/brands/:tenant/content/banners/:id: replaces one banner (same id, same place in the order).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BannerInput, ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const updateBanner = (tenantId: string, id: number, body: BannerInput) =>
  apiPut<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/banners/${id}`, body);

export function useUpdateBanner(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BannerInput }) => updateBanner(tenantId, id, body),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
