// GET /wps/agent/affiliate?code=&domain=: is this an agent's invitation code on this brand?
// Answers {valid: true} or 400 invalidInvitationCode (an ApiError).
import type { AffiliateValue } from '../../../../schemas/generated/auth.ts';
import { apiGet } from '../../../lib/api/api-client.ts';

export function checkAffiliateCode(code: string, domain: string): Promise<AffiliateValue> {
  return apiGet<AffiliateValue>('/wps/agent/affiliate', { params: { code, domain } });
}
