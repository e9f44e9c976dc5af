// POST /bo/api/brands/:tenant/content/banners: a new banner. The first edit of a brand's banners imports the
// tenant file's; the list then replaces the file's until reset.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BannerInput, ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const createBanner = (tenantId: string, body: BannerInput) =>
  apiPost<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/banners`, body);

export function useCreateBanner(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BannerInput) => createBanner(tenantId, body),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
