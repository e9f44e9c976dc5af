// POST /wps/member/password/verification: set a new password with an SMS code; signs in on success.
import type { ForgotByPhoneBody, LoginValue } from '../../../../schemas/generated/auth.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export function forgotByPhone(body: ForgotByPhoneBody): Promise<LoginValue> {
  return apiPost<LoginValue>('/wps/member/password/verification', body);
}
