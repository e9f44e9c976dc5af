// POST /bo/api/brands/:tenant/missions/items: a new mission (promotions.write, audited); saved through useSaveMission.
import type { MissionEditorValue } from '../../../../../schemas/generated/missions.ts';
import type { Mission } from '../../../../../schemas/generated/tenant.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';

export const createMission = (tenantId: string, body: Mission) =>
  apiPost<MissionEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/missions/items`, body);
