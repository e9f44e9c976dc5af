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
}

export const useSessionStore = create<SessionState>(() => ({ signedIn: false, passwordChangeDue: false }));

/** At start-up: the server tells the page whether its cookie holds a live session. */
export function restoreSession(boot: { session: { csrfToken: string } | null }): void {
  setCsrfToken(boot.session?.csrfToken ?? null);
  useSessionStore.setState({ signedIn: boot.session !== null, passwordChangeDue: false });
}

/** After any successful sign-in (password, SMS, free play, registration, phone reset). */
export function applySignIn(value: LoginValue): void {
  setCsrfToken(value.token);
  useSessionStore.setState({ signedIn: true, passwordChangeDue: value.passwordExpired });
}

/** After logout, or when the server says the session is gone (401). */
export function clearSession(): void {
  setCsrfToken(null);
  useSessionStore.setState({ signedIn: false, passwordChangeDue: false });
}

export function markPasswordChanged(value?: LoginValue): void {
  if (value) setCsrfToken(value.token);
  useSessionStore.setState({ passwordChangeDue: false });
}

export const useSignedIn = (): boolean => useSessionStore((s) => s.signedIn);
