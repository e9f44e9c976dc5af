// PUT /bo/api/brands/:tenant/content/banner-order: every banner of one group in the new order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BannerOrderRequest, ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const orderBanners = (tenantId: string, body: BannerOrderRequest) =>
  apiPut<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/banner-order`, body);

export function useOrderBanners(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BannerOrderRequest) => orderBanners(tenantId, body),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
