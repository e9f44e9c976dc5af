// POST /bo/api/session: username and password (and a captcha once the username has failed too often)
// open a short-lived challenge for the second step.
import type { SignInRequest, SignInValue } from '../../../../../schemas/generated/staff.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';

export const signIn = (body: SignInRequest) => apiPost<SignInValue>('/bo/api/session', body);
