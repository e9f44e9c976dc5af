// A link with ?referralCode= opens the register popup on any page but /register itself (that page has
// the form already; two forms would fight over the one captcha).
import { linkCodesOf } from './register-body.ts';

export const REGISTER_PATHS: readonly string[] = ['/register', '/register.html'];

export function isRegisterPage(pathname: string): boolean {
  return REGISTER_PATHS.includes(pathname);
}

/** Whether a page with this address should open the popup by itself (spec §2). */
export function opensRegisterFromLink(pathname: string, search: string, signedIn: boolean, registerOn: boolean): boolean {
  return registerOn && !signedIn && !isRegisterPage(pathname) && linkCodesOf(search).referralCode !== undefined;
}
