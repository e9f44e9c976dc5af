// POST /bo/api/brands/:tenant/support/threads/:id/typing (support.write): tells the player staff are typing.
import type { Done } from '../../../../../schemas/generated/support.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';

export const sendStaffTyping = (tenantId: string, id: number) =>
  apiPost<Done>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/threads/${id}/typing`, {});
