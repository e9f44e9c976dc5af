// Whether this tab is signed in. The session token itself is an HttpOnly cookie the script never sees;
// what the app keeps is the CSRF token that proves writes come from this page (boot payload after a
// reload, login response after a sign-in) and the "password change is due" flag of the last sign-in.
import { create } from 'zustand';
import type { LoginValue } from '../../../schemas/generated/auth.ts';
import { setCsrfToken } from '../api/api-client.ts';

interface SessionState {
  signedIn: boolean;
  /** The last sign-in said the password must change before anything else (weak default, expired, temporary). */
  passwordChangeDue: boolean;
  /**
   * A sign-in happened on this page (not a session the page was opened with): spec §4's after-login modal flag.
   * The after-login modals (the first-login welcome, then the PU popups) wait for it.
   */
  signedInOnPage: boolean;
  /**
   * The last sign-in was the account's first (spec §4 first-login flag, the login value's firstTimeLogin): the
   * first-login action (a welcome that leads to My account) is still due. Kept through a forced password change.
   */
  firstLoginPending: boolean;
}

export const useSessionStore = create<SessionState>(() => ({ signedIn: false, passwordChangeDue: false, signedInOnPage: false, firstLoginPending: false }));

/**
 * At start-up: the server tells the page whether its cookie holds a live session; `byRedirect` says the member
 * signed in just before this page (a social sign-in ends in a redirect here), which counts as a sign-in on it, and
 * whether that was the account's first.
 */
export function restoreSession(boot: { session: { csrfToken: string } | null }, byRedirect: RedirectSignIn = NO_REDIRECT_SIGN_IN): void {
  setCsrfToken(boot.session?.csrfToken ?? null);
  const here = boot.session !== null && byRedirect.signedIn;
  useSessionStore.setState({
    signedIn: boot.session !== null,
    passwordChangeDue: false,
    signedInOnPage: here,
    firstLoginPending: here && byRedirect.firstLogin,
  });
}

/** What the one-shot cookie of a redirecting sign-in said (signed-in-by-redirect.ts). */
export interface RedirectSignIn {
  signedIn: boolean;
  firstLogin: boolean;
}

export const NO_REDIRECT_SIGN_IN: RedirectSignIn = { signedIn: false, firstLogin: false };

/** After any successful sign-in (password, SMS, free play, registration, phone reset). */
export function applySignIn(value: LoginValue): void {
  setCsrfToken(value.token);
  useSessionStore.setState({ signedIn: true, passwordChangeDue: value.passwordExpired, signedInOnPage: true, firstLoginPending: value.firstTimeLogin });
}

/** The first-login action has been shown (or does not apply to this account). */
export function finishFirstLogin(): void {
  useSessionStore.setState({ firstLoginPending: false });
}

/** After logout, or when the server says the session is gone (401). */
export function clearSession(): void {
  setCsrfToken(null);
  useSessionStore.setState({ signedIn: false, passwordChangeDue: false, signedInOnPage: false, firstLoginPending: false });
}

export function markPasswordChanged(value?: LoginValue): void {
  if (value) setCsrfToken(value.token);
  useSessionStore.setState({ passwordChangeDue: false });
}

export const useSignedIn = (): boolean => useSessionStore((s) => s.signedIn);
export const useSignedInOnPage = (): boolean => useSessionStore((s) => s.signedInOnPage);
export const useFirstLoginPending = (): boolean => useSessionStore((s) => s.firstLoginPending);
