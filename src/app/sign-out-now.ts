// Ends this tab's session without asking (a reality check's "log out", the session time limit, a time-out
// just taken): the server sign-out (best effort: the session may already be gone), the local session, the
// member's cached data, then home.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../features/accounts/api/logout.api.ts';
import { useCentreModal } from '../features/accounts/centres/centre-modal.store.ts';
import { clearMemberData } from '../features/accounts/session/member-data.ts';
import { clearSession } from '../lib/session/session.store.ts';

export function useSignOutNow(options: { goHome: boolean; serverEnded?: boolean } = { goHome: true }): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { goHome, serverEnded = false } = options;
  return useCallback(async () => {
    // A time-out just taken ended every session on the server already: nothing to sign out there.
    if (!serverEnded) {
      try {
        await logout();
      } catch {
        /* the session may already have ended on the server */
      }
    }
    useCentreModal.getState().close();
    clearSession();
    clearMemberData(queryClient);
    if (goHome) navigate('/', { replace: true });
  }, [goHome, navigate, queryClient, serverEnded]);
}
