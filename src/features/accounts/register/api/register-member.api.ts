// PUT /wps/member/register and /wps/member/register/mobile: create the account and sign in (the value
// is a login value; in cookie mode its token is the CSRF token).
import type { LoginValue, RegisterBody } from '../../../../../schemas/generated/auth.ts';
import type { RegisterMethod } from '../../../../../schemas/rules/register-rules.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { registerPath } from '../register-body.ts';

export function registerMember(method: RegisterMethod, body: RegisterBody): Promise<LoginValue> {
  return apiPut<LoginValue>(registerPath(method), body);
}
