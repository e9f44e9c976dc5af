// POST /bo/api/session/verify: the TOTP code (or a recovery code) completes the sign-in; right after an
// enrolment the answer carries the recovery codes, shown once.
import type { SecondFactorRequest, SessionValue } from '../../../../../schemas/generated/staff.ts';
import { apiPost, setCsrfToken } from '../../../../lib/api/api-client.ts';

export async function verifyCode(body: SecondFactorRequest): Promise<SessionValue> {
  const value = await apiPost<SessionValue>('/bo/api/session/verify', body);
  setCsrfToken(value.csrfToken ?? null);
  return value;
}
