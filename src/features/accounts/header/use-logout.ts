// Sign out (spec §4): ask first, then revoke the session on the server, clear this tab's session and
// the member's cached data, and go home. The local session ends even when the request fails (offline):
// the server session then times out on its own.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../api/logout.api.ts';
import { askConfirm } from '../shared/confirm-dialog.store.ts';
import { useCentreModal } from '../centres/centre-modal.store.ts';
import { clearMemberData } from '../session/member-data.ts';
import { clearSession } from '../../../lib/session/session.store.ts';

export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const confirmed = await askConfirm({ message: t('header.signOutConfirm'), confirmLabel: t('header.signOut') });
    if (!confirmed) return;
    try {
      await logout();
    } catch {
      /* the local session ends anyway */
    }
    useCentreModal.getState().close();
    clearSession();
    clearMemberData(queryClient);
    navigate('/', { replace: true });
  }, [navigate, queryClient, t]);
}
