// POST /wps/session/login (spec §7 "Authentication and account"): username + password + human check, or
// mobile + SMS code. In cookie mode (the api client sends x-portal-client: web) the value's token is
// the CSRF token of the HttpOnly session cookie.
import type { LoginBody, LoginValue } from '../../../../schemas/generated/auth.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export function login(body: LoginBody): Promise<LoginValue> {
  return apiPost<LoginValue>('/wps/session/login', body);
}
