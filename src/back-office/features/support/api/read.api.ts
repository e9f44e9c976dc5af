// POST /bo/api/brands/:tenant/support/threads/:id/read {upTo} (support.write): staff have read the player's posts up to one.
import type { Done } from '../../../../../schemas/generated/support.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';

export const markStaffRead = (tenantId: string, id: number, upTo: number) =>
  apiPost<Done>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/threads/${id}/read`, { upTo });
