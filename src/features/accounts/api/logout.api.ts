// DELETE /wps/session/logout: revokes the session on the server and clears the cookie.
import { apiDelete } from '../../../lib/api/api-client.ts';

export function logout(): Promise<null> {
  return apiDelete<null>('/wps/session/logout');
}
