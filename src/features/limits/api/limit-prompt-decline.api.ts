// POST /wps/limits/prompt/decline: answers the brand's mandatory deposit-limit prompt with "no limit for now".
import type { LimitsValue } from '../../../../schemas/generated/limits.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const declineLimitPrompt = () => apiPost<LimitsValue>('/wps/limits/prompt/decline');
