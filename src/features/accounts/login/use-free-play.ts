// Free play (spec §4): a guest sign-in as a trial (type 4) account with the brand's demo balance, then
// the same ending as every sign-in. A refusal (too many guests from this address) shows the server's
// message in the warning dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client.ts';
import { showAlert } from '../../../lib/alert/alert.store.ts';
import { loginFreePlay } from '../api/login-free-play.api.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

export function useFreePlay(): { start: () => void; starting: boolean } {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [starting, setStarting] = useState(false);
  const start = () => {
    if (starting) return;
    setStarting(true);
    loginFreePlay().then(
      (value) => {
        setStarting(false);
        completeSignIn(value, '/');
      },
      (error: unknown) => {
        setStarting(false);
        showAlert(error instanceof ApiError && error.code !== 'network' ? error.message : t('errors.network'));
      },
    );
  };
  return { start, starting };
}
