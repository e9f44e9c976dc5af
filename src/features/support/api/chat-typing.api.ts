// POST /wps/support/chat/typing : tells the staff console the player is typing (sent at most every few seconds).
import type { Done } from '../../../../schemas/generated/support.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const sendChatTyping = () => apiPost<Done>('/wps/support/chat/typing', {});
