// POST /wps/support/tickets/:id/read {upTo}: the player has read the thread (a ticket or the chat) up to a post;
// staff see the mark live.
import type { Done } from '../../../../schemas/generated/support.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const markThreadRead = (id: number, upTo: number) => apiPost<Done>(`/wps/support/tickets/${id}/read`, { upTo });
