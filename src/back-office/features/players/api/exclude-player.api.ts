// POST /bo/api/brands/:tenant/players/:id/exclusions: an operator exclusion with its reason (players.write, audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffExclusionRequest, StaffExclusionView } from '../../../../../schemas/generated/exclusion.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const excludePlayer = (tenantId: string, id: number, body: StaffExclusionRequest) =>
  apiPost<StaffExclusionView>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/exclusions`, body);

export function useExcludePlayer(tenantId: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffExclusionRequest) => excludePlayer(tenantId, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: playersKeys.player(tenantId, id) }),
  });
}
