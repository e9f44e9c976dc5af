// POST /bo/api/brands/:tenant/features/requests/:id: approve or reject a change waiting for a second
// person (brands with four-eyes); the requester may reject (withdraw) their own, never approve it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureDecisionRequest, FeatureTreeValue } from '../../../../../schemas/generated/staff.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { featureTreeKeys } from './feature-tree-keys.ts';

export const decideFeatureChange = (tenantId: string, id: number, body: FeatureDecisionRequest) =>
  apiPost<FeatureTreeValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/features/requests/${id}`, body);

export function useDecideFeatureChange(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: FeatureDecisionRequest & { id: number }) => decideFeatureChange(tenantId, id, body),
    onSuccess: (tree) => client.setQueryData(featureTreeKeys.brand(tenantId), tree),
  });
}
