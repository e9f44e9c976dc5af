// POST /wps/session/login/freeplay: a trial (type 4) account with the brand's demo balance; the value is
// a login value like POST /wps/session/login's.
import type { LoginValue } from '../../../../schemas/generated/auth.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export function loginFreePlay(): Promise<LoginValue> {
  return apiPost<LoginValue>('/wps/session/login/freeplay', {});
}
