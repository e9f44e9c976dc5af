// The core of every sign-in (login forms, free play, registration, phone reset): the new session
// replaces whatever this tab had, with the previous member's cached data dropped (member-data.ts),
// then the session store learns the new CSRF token. A password that must change opens the forced
// popup by itself (account-modals.tsx watches the session). Navigation is the caller's.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoginValue } from '../../../../schemas/generated/auth.ts';
import { clearMemberData } from './member-data.ts';
import { applySignIn } from '../../../lib/session/session.store.ts';

export function useAdoptSession(): (value: LoginValue) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (value: LoginValue) => {
      clearMemberData(queryClient);
      applySignIn(value);
    },
    [queryClient],
  );
}
