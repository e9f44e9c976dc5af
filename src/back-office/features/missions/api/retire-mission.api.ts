// POST /bo/api/brands/:tenant/missions/items/:missionId/retire (promotions.write): no longer counted or listed
// (retired: true; a completed, unclaimed period stays claimable) or active again (false). Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissionEditorValue } from '../../../../../schemas/generated/missions.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { missionsKeys } from './missions-keys.ts';

export const retireMission = (tenantId: string, id: string, retired: boolean) =>
  apiPost<MissionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/missions/items/${encodeURIComponent(id)}/retire`, { retired });

export function useRetireMission(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retired }: { id: string; retired: boolean }) => retireMission(tenantId, id, retired),
    onSuccess: (value) => client.setQueryData(missionsKeys.items(tenantId), value),
  });
}
