// Withdrawal-only mode. A member who signs in while excluded gets a restricted session (sign-in itself
// is not refused, so the balance can still be withdrawn — issue 22 item 4). Every API call of such a
// session is refused with 403 `memberExcluded` except reading (balance, records, messages, info), the
// withdrawal paths, the payment password, responsible gaming itself and signing out. Game launches and
// deposits are refused even as reads; stakes are refused again in game_stake whatever the session.
import type { RequestHandler } from 'express';
import { AppError } from '../../http/app-error.ts';
import { sessionOf } from '../../http/session-locals.ts';

const READ = new Set(['GET', 'HEAD']);
const WRITABLE = ['/wps/withdrawals', '/wps/member/payment-password', '/wps/member/responsible-gaming', '/wps/session/'];
const NEVER = [/^\/wps\/deposits/, /^\/wps\/game\/launchGame/, /^\/wps\/relay\/GCS_gameLaunchFB/, /^\/wps\/relay\/GCS_walletTransfer/, /^\/lgw\/lottery\/bet/];

export const allowedWhileRestricted = (method: string, path: string): boolean => {
  if (NEVER.some((re) => re.test(path))) return false;
  if (READ.has(method)) return true;
  return WRITABLE.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || path.startsWith(`${prefix}?`));
};

export function restrictedSessionGate(): RequestHandler {
  return (req, res, next) => {
    const session = sessionOf(res);
    if (!session?.restricted || allowedWhileRestricted(req.method, req.path)) return next();
    next(new AppError(403, 'memberExcluded'));
  };
}
