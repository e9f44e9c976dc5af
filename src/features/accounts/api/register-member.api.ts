// PUT /wps/member/register: create an account with a username and sign in (the value is a login value;
// in cookie mode its token is the CSRF token). The mobile form has its own endpoint (register-mobile.api.ts).
import type { LoginValue, RegisterBody } from '../../../../schemas/generated/auth.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export function registerMember(body: RegisterBody): Promise<LoginValue> {
  return apiPut<LoginValue>('/wps/member/register', body);
}
