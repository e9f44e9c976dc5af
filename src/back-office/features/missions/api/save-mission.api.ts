// POST /bo/api/brands/:tenant/missions/items (a new mission) or PUT …/items/:missionId (its new content; retired
// stays as it is) — promotions.write, audited. Id, period and task are refused once members' progress is counted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mission } from '../../../../../schemas/generated/tenant.ts';
import { createMission } from './create-mission.api.ts';
import { updateMission } from './update-mission.api.ts';
import { missionsKeys } from './missions-keys.ts';

export const saveMission = (tenantId: string, id: string | null, body: Mission) =>
  id === null ? createMission(tenantId, body) : updateMission(tenantId, id, body);

export function useSaveMission(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Mission }) => saveMission(tenantId, id, body),
    onSuccess: (value) => client.setQueryData(missionsKeys.items(tenantId), value),
  });
}
