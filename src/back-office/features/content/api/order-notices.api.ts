// PUT /bo/api/brands/:tenant/content/notice-order: every notice in the new order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentValue, NoticeOrderRequest } from '../../../../../schemas/generated/content.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const orderNotices = (tenantId: string, body: NoticeOrderRequest) =>
  apiPut<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/notice-order`, body);

export function useOrderNotices(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeOrderRequest) => orderNotices(tenantId, body),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
