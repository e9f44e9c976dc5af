// Whether one of the account popups is open: the narrow-screen menu drawer (itself a modal) closes
// then, so two dialogs never fight over the focus.
import { useCentreModal } from '../centres/centre-modal.store.ts';
import { useLoginModal } from '../login/login-modal.store.ts';
import { useChangePasswordModal } from '../password/change-password-modal.store.ts';
import { useRegisterModal } from '../register/register-modal.store.ts';
import { useConfirmStore } from '../shared/confirm-dialog.store.ts';

export function useAccountPopupOpen(): boolean {
  const login = useLoginModal((s) => s.open);
  const centre = useCentreModal((s) => s.kind !== null);
  const register = useRegisterModal((s) => s.open);
  const password = useChangePasswordModal((s) => s.open);
  const confirm = useConfirmStore((s) => s.request !== null);
  return login || centre || register || password || confirm;
}
