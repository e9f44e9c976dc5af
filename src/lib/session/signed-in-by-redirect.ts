// Reads and deletes the one-shot cookie a redirecting sign-in leaves (SIGNED_IN_BY_REDIRECT_COOKIE): once, on the
// page the sign-in landed on, never again on a reload. Its value says whether it was the account's first sign-in
// (SIGNED_IN_FIRST_TIME, spec §4 first-login flag) or another one ('1').
import { SIGNED_IN_BY_REDIRECT_COOKIE, SIGNED_IN_FIRST_TIME } from '../../../schemas/rules/server-render.ts';
import { NO_REDIRECT_SIGN_IN, type RedirectSignIn } from './session.store.ts';

export function takeSignedInByRedirect(): RedirectSignIn {
  try {
    const value = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${SIGNED_IN_BY_REDIRECT_COOKIE}=`))
      ?.slice(SIGNED_IN_BY_REDIRECT_COOKIE.length + 1);
    if (value !== '1' && value !== SIGNED_IN_FIRST_TIME) return NO_REDIRECT_SIGN_IN;
    document.cookie = `${SIGNED_IN_BY_REDIRECT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    return { signedIn: true, firstLogin: value === SIGNED_IN_FIRST_TIME };
  } catch {
    return NO_REDIRECT_SIGN_IN;
  }
}
