// Sign out (spec §4): ask first, then end the session (server, this tab, the member's cached data) and go home.
// The local session ends even when the request fails (offline): the server session then times out on its own.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm } from '../shared/confirm-dialog.store.ts';
import { useEndSession } from './end-session.ts';

export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const endSession = useEndSession();
  return useCallback(async () => {
    const confirmed = await askConfirm({ message: t('header.signOutConfirm'), confirmLabel: t('header.signOut') });
    if (!confirmed) return;
    await endSession({ goHome: true });
  }, [endSession, t]);
}
