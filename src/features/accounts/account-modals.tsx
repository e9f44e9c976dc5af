// The account popups that can open on any page: registration (registerModal) and change password.
// Mounted once inside the router (they navigate home when done); each is its own chunk, loaded when it
// first opens, so the first page load carries only this file and the two small stores.
// - a link with ?referralCode= opens the register popup (not on /register, which has the form);
// - a session whose password must change (weak default, expired, temporary: the sign-in said so, or
//   the member info after a reload) gets the forced change-password popup before anything else.
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showAlert } from '../../lib/alert/alert.store.ts';
import { withFullCatalogue } from '../../lib/i18n/i18n.ts';
import { useModules } from '../../lib/tenant/tenant-context.tsx';
import { openChangePasswordModal, useChangePasswordModal } from './password/change-password-modal.store.ts';
import { isRegisterPage, opensRegisterFromLink } from './register/register-link.ts';
import { useRegisterModal } from './register/register-modal.store.ts';
import { useMemberInfo } from './api/member-info.api.ts';
import { useSessionStore } from '../../lib/session/session.store.ts';

const RegisterModal = lazy(withFullCatalogue(() => import('./register/register-modal.tsx')));
const ChangePasswordModal = lazy(withFullCatalogue(() => import('./password/change-password-modal.tsx')));

export function AccountModals() {
  const { pathname, search } = useLocation();
  const registerOn = useModules().has('REGISTER');
  const signedIn = useSessionStore((s) => s.signedIn);
  const due = useSessionStore((s) => s.signedIn && s.passwordChangeDue);
  const member = useMemberInfo();
  const registerOpen = useRegisterModal((s) => s.open);
  const changeOpen = useChangePasswordModal((s) => s.open);

  useEffect(() => {
    if (opensRegisterFromLink(pathname, search, signedIn, registerOn)) useRegisterModal.getState().openRegister();
  }, [pathname, search, signedIn, registerOn]);

  // Nothing to register once signed in, and /register shows the form itself.
  const registerShown = registerOpen && registerOn && !signedIn && !isRegisterPage(pathname);
  useEffect(() => {
    if (registerOpen && !registerShown) useRegisterModal.getState().closeRegister();
  }, [registerOpen, registerShown]);

  const mustChange = due || member.data?.mustChangePassword === true;
  useEffect(() => {
    if (mustChange) openChangePasswordModal({ forced: true });
  }, [mustChange]);
  const changeShown = changeOpen && signedIn;
  useEffect(() => {
    if (changeOpen && !signedIn) useChangePasswordModal.getState().close();
  }, [changeOpen, signedIn]);

  return (
    <>
      <PopupBoundary name="register" onError={() => useRegisterModal.getState().closeRegister()}>
        <Suspense fallback={null}>{registerShown ? <RegisterModal /> : null}</Suspense>
      </PopupBoundary>
      <PopupBoundary name="change-password" onError={() => useChangePasswordModal.getState().close()}>
        <Suspense fallback={null}>{changeShown ? <ChangePasswordModal /> : null}</Suspense>
      </PopupBoundary>
    </>
  );
}

/**
 * A popup whose chunk cannot load (a new deploy replaced it, the network dropped) or that throws must
 * not take the page down with it: it closes and the visitor is told to refresh (spec §8 ChunkLoadError;
 * React keeps a failed lazy import failed, so only a reload fetches the new chunk).
 */
function PopupBoundary({ name, onError, children }: { name: string; onError: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PopupErrorBoundary
      name={name}
      onError={() => {
        onError();
        showAlert(t('errors.chunkLoad'));
      }}
    >
      {children}
    </PopupErrorBoundary>
  );
}

class PopupErrorBoundary extends Component<{ name: string; onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`account popup ${this.props.name} failed`, error);
    this.props.onError();
    // The popup is closed now: render on, so a later opening reports again instead of nothing.
    this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
