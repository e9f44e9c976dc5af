// PUT /wps/member/register/mobile: create an account from a mobile number and SMS code, and sign in
// (the same login value as PUT /wps/member/register).
import type { LoginValue, RegisterBody } from '../../../../schemas/generated/auth.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export function registerMobileMember(body: RegisterBody): Promise<LoginValue> {
  return apiPut<LoginValue>('/wps/member/register/mobile', body);
}
