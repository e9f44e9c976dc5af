// What every sign-in of the login forms ends with (spec §4): the session is adopted (use-adopt-session.ts),
// the popup closes; a password that must change opens the forced change first, otherwise the member
// loads and the visitor goes home (or to /agentHome).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginValue } from '../../../../schemas/generated/auth.ts';
import { openChangePasswordModal } from '../password/change-password-modal.store.ts';
import { memberInfoQueryOptions } from '../api/member-info.api.ts';
import { useAdoptSession } from '../session/use-adopt-session.ts';
import { resetLoginCaptcha } from './login-captcha.store.ts';
import { closeLoginModal } from './login-modal.store.ts';

export function useCompleteSignIn(): (value: LoginValue, target?: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const adoptSession = useAdoptSession();
  return useCallback(
    (value, target = '/') => {
      adoptSession(value);
      resetLoginCaptcha();
      closeLoginModal();
      navigate(target);
      if (value.passwordExpired) openChangePasswordModal({ forced: true });
      else void queryClient.prefetchQuery(memberInfoQueryOptions());
    },
    [navigate, queryClient, adoptSession],
  );
}
