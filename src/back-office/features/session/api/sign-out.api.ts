// DELETE /bo/api/session: ends the session (audited).
import { apiDelete, setCsrfToken } from '../../../../lib/api/api-client.ts';

export async function signOut(): Promise<void> {
  await apiDelete<null>('/bo/api/session');
  setCsrfToken(null);
}
