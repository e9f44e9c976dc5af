// Spec §2 route guard: with LOGINEDTOHOMEPAGE on, a visitor without a session token goes to /login,
// except on the pages a visitor needs to get in.
import { readStorage } from '../../lib/storage/safe-storage.ts';

export const GUARD_ALLOWED_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'];
export const LOGIN_PATH = '/login';
export const SESSION_TOKEN_KEY = 'token';

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
  return Boolean(readStorage('session', SESSION_TOKEN_KEY));
}
