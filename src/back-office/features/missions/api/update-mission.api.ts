// PUT /bo/api/brands/:tenant/missions/items/:missionId: a mission's new content (retired stays as it is; promotions.write,
// audited); saved through useSaveMission.
import type { MissionEditorValue } from '../../../../../schemas/generated/missions.ts';
import type { Mission } from '../../../../../schemas/generated/tenant.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';

export const updateMission = (tenantId: string, id: string, body: Mission) =>
  apiPut<MissionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/missions/items/${encodeURIComponent(id)}`, body);
