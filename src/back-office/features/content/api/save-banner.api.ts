// POST /bo/api/brands/:tenant/content/banners (new) or PUT …/banners/:id (edit). The first edit of a
// brand's banners imports the tenant file's; the list then replaces the file's until reset.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BannerInput, ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiPost, apiPut } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';
import { contentPath } from './content.api.ts';

export const saveBanner = (tenantId: string, id: number | null, body: BannerInput) =>
  id === null ? apiPost<ContentValue>(`${contentPath(tenantId)}/banners`, body) : apiPut<ContentValue>(`${contentPath(tenantId)}/banners/${id}`, body);

export function useSaveBanner(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BannerInput }) => saveBanner(tenantId, id, body),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
