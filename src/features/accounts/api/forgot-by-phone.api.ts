// POST /wps/member/password/verification: set a new password with an SMS code; signs in on success, or answers
// loginAgain when the page it came from does not admit the account.
import type { ForgotByPhoneBody, PhoneResetValue } from '../../../../schemas/generated/auth.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export function forgotByPhone(body: ForgotByPhoneBody): Promise<PhoneResetValue> {
  return apiPost<PhoneResetValue>('/wps/member/password/verification', body);
}
