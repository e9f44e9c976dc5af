// PUT /bo/api/brands/:tenant/content/notices/:id: replaces one notice (same id, same place in the order).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeInput, ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const updateNotice = (tenantId: string, id: number, body: NoticeInput) =>
  apiPut<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/notices/${id}`, body);

export function useUpdateNotice(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: NoticeInput }) => updateNotice(tenantId, id, body),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
