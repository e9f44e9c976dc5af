// POST /bo/api/brands/:tenant/content/notices: a new notice. The first edit of a brand's notices imports the
// tenant file's; the list then replaces the file's until reset.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeInput, ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const createNotice = (tenantId: string, body: NoticeInput) =>
  apiPost<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/notices`, body);

export function useCreateNotice(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeInput) => createNotice(tenantId, body),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
