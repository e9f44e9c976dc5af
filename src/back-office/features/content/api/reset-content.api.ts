// DELETE /bo/api/brands/:tenant/content/overrides/:kind: hands banners or notices back to the tenant file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentValue } from '../../../../../schemas/generated/content.ts';
import { apiDelete } from '../../../../lib/api/api-client.ts';
import { contentKeys } from './content-keys.ts';

export const resetContent = (tenantId: string, kind: 'banners' | 'notices') =>
  apiDelete<ContentValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/overrides/${kind}`);

export function useResetContent(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'banners' | 'notices') => resetContent(tenantId, kind),
    onSuccess: (value) => client.setQueryData(contentKeys.brand(tenantId), value),
  });
}
