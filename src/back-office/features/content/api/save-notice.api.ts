// POST /bo/api/brands/:tenant/content/notices (new) or PUT …/notices/:id (edit).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentValue, NoticeInput } from '../../../../../schemas/generated/content.ts';
import { apiPost, apiPut } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';
import { contentPath } from './content.api.ts';

export const saveNotice = (tenantId: string, id: number | null, body: NoticeInput) =>
  id === null ? apiPost<ContentValue>(`${contentPath(tenantId)}/notices`, body) : apiPut<ContentValue>(`${contentPath(tenantId)}/notices/${id}`, body);

export function useSaveNotice(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NoticeInput }) => saveNotice(tenantId, id, body),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
