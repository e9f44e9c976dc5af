// PUT /bo/api/brands/:tenant/features/:modId: switch a module on or off (or hand it back to the file
// with null), with the reason the audit keeps. Applies on every instance and open player page at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureChangeRequest, FeatureTreeValue } from '../../../../../schemas/generated/staff.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { featureTreeKeys } from './feature-tree-keys.ts';

export const changeFeature = (tenantId: string, modId: string, body: FeatureChangeRequest) =>
  apiPut<FeatureTreeValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/features/${encodeURIComponent(modId)}`, body);

export function useChangeFeature(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ modId, ...body }: FeatureChangeRequest & { modId: string }) => changeFeature(tenantId, modId, body),
    onSuccess: (tree) => client.setQueryData(featureTreeKeys.brand(tenantId), tree),
  });
}
