// The sign-in endpoints (spec §7 "Authentication and account"). In cookie mode (the api client sends
// x-portal-client: web) the value's token is the CSRF token of the HttpOnly session cookie.
import type { LoginBody, LoginValue } from '../../../../schemas/generated/auth.ts';
import type { SmsCodeValue, SmsNoLoginBody } from '../../../../schemas/generated/verification.ts';
import { apiDelete, apiPost } from '../../../lib/api/api-client.ts';

/** POST /wps/session/login (username + password + human check, or mobile + SMS code). */
export function login(body: LoginBody): Promise<LoginValue> {
  return apiPost<LoginValue>('/wps/session/login', body);
}

/** POST /wps/session/login/freeplay: a trial (type 4) account with the brand's demo balance. */
export function loginFreePlay(): Promise<LoginValue> {
  return apiPost<LoginValue>('/wps/session/login/freeplay', {});
}

/** DELETE /wps/session/logout: revokes the session on the server and clears the cookie. */
export function logout(): Promise<null> {
  return apiDelete<null>('/wps/session/logout');
}

/** POST /wps/verification/sms/noLogin, scene login. */
export function sendLoginSmsCode(body: Omit<SmsNoLoginBody, 'scene'>): Promise<SmsCodeValue> {
  return apiPost<SmsCodeValue>('/wps/verification/sms/noLogin', { ...body, scene: 'login' });
}
