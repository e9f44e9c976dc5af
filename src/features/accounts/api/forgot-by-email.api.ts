// POST /wps/member/password/email: e-mail a temporary password. Always succeeds (no enumeration).
import type { ForgotByEmailBody } from '../../../../schemas/generated/auth.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export function forgotByEmail(body: ForgotByEmailBody): Promise<null> {
  return apiPost<null>('/wps/member/password/email', body);
}
