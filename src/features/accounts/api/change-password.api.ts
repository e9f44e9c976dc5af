// PUT /wps/member/password: change the password; the session is rotated (a new token in the value).
import type { ChangePasswordBody, LoginValue } from '../../../../schemas/generated/auth.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export function changePassword(body: ChangePasswordBody): Promise<LoginValue> {
  return apiPut<LoginValue>('/wps/member/password', body);
}
