// POST /bo/api/brands/:tenant/support/presence (support.read): the console is open (sent every 20 s); answers
// who is online. With nobody online, players' chat messages become tickets.
import type { PresenceReceipt } from '../../../../../schemas/generated/support.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';

export const sendPresence = (tenantId: string) => apiPost<PresenceReceipt>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/presence`, {});
