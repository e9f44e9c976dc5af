// GET /wps/captcha/human: a fresh signed ALTCHA challenge for the human check (solved in
// shared/human-check.ts). Never cached: each challenge is good for one request.
import type { HumanCheckChallenge } from '../../../../schemas/generated/verification.ts';
import { apiGet } from '../../../lib/api/api-client.ts';

export const fetchHumanCheckChallenge = (): Promise<HumanCheckChallenge> => apiGet<HumanCheckChallenge>('/wps/captcha/human');
