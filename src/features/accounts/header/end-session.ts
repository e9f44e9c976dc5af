// Ends this tab's session: the server sign-out (best effort: offline, or already ended there — the server session
// then times out on its own), the centre modal, the local session and the member's cached data, then home if asked.
// The header's sign-out asks first (use-logout.ts); a reality check, the session time limit or a time-out call it
// directly (src/app/sign-out-now.ts).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../api/logout.api.ts';
import { useCentreModal } from '../centres/centre-modal.store.ts';
import { clearMemberData } from '../session/member-data.ts';
import { clearSession } from '../../../lib/session/session.store.ts';

export interface EndSessionOptions {
  /** Go to the home page afterwards. */
  goHome: boolean;
  /** The server already ended it (a time-out just taken ends every session): nothing to sign out there. */
  serverEnded?: boolean;
}

export function useEndSession(): (options: EndSessionOptions) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ goHome, serverEnded = false }: EndSessionOptions) => {
      if (!serverEnded) {
        try {
          await logout();
        } catch {
          /* the local session ends anyway */
        }
      }
      useCentreModal.getState().close();
      clearSession();
      clearMemberData(queryClient);
      if (goHome) navigate('/', { replace: true });
    },
    [navigate, queryClient],
  );
}
