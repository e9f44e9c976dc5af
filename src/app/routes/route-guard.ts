// Spec §2 route guard: with LOGINEDTOHOMEPAGE on, a visitor without a session goes to /login, except
// on the pages a visitor needs to get in. The session itself is an HttpOnly cookie; whether this tab
// holds one is the session store's (boot payload, sign-in, logout, a 401).
import { useSessionStore } from '../../lib/session/session.store.ts';

// /forget is not in the spec's list, but the login form links to it: a guarded brand must still let a
// player who forgot the password reset it.
export const GUARD_ALLOWED_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/forget', '/helpmc', '/download', '/down'];
export const LOGIN_PATH = '/login';

export function isGuardAllowed(pathname: string): boolean {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return GUARD_ALLOWED_PATHS.includes(path);
}

/** Where the guard sends this navigation, or null to let it through. */
export function guardRedirect(pathname: string, options: { guardOn: boolean; hasToken: boolean }): string | null {
  if (!options.guardOn || options.hasToken) return null;
  return isGuardAllowed(pathname) ? null : LOGIN_PATH;
}

export function hasSessionToken(): boolean {
  return useSessionStore.getState().signedIn;
}
