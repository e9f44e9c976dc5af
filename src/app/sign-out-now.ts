// Ends this tab's session without asking (a reality check's "log out", the session time limit, a time-out just
// taken): see the accounts feature's useEndSession.
import { useCallback } from 'react';
import { useEndSession } from '../features/accounts/header/end-session.ts';

export function useSignOutNow(options: { goHome: boolean; serverEnded?: boolean } = { goHome: true }): () => Promise<void> {
  const endSession = useEndSession();
  const { goHome, serverEnded = false } = options;
  return useCallback(() => endSession({ goHome, serverEnded }), [endSession, goHome, serverEnded]);
}
