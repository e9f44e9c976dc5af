// Withdrawal-only mode. A member who signs in while excluded gets a restricted session (sign-in itself
// is not refused, so the balance can still be withdrawn — issue 22 item 4). Every API call of such a
// session is refused with 403 `memberExcluded` except reading (balance, records, messages, info), the
// withdrawal paths, the payment password, responsible gaming itself, signing out, and moving a game wallet's
// money back to the main wallet (else a balance held by a vendor could never be withdrawn). Game launches and
// deposits are refused even as reads; stakes are refused again in game_stake whatever the session.
import type { RequestHandler } from 'express';
import { AppError } from '../../http/app-error.ts';
import { sessionOf } from '../../http/session-locals.ts';

const READ = new Set(['GET', 'HEAD']);
// Lower case, as the paths are compared: Express matches routes without regard to case, so must the gate.
const WRITABLE = ['/wps/withdrawals', '/wps/member/payment-password', '/wps/member/responsible-gaming', '/wps/session/'];
const NEVER = [/^\/wps\/deposits/, /^\/wps\/game\/launchgame/, /^\/wps\/relay\/gcs_gamelaunchfb/, /^\/wps\/relay\/gcs_wallettransfer/, /^\/lgw\/lottery\/bet/];
const GAME_WALLET_TRANSFER = '/wps/relay/gcs_wallettransfer';
/** Money a vendor's own wallet holds comes back to the main wallet (then out by a withdrawal); none goes in. */
const BACK_TO_MAIN = new Set(['out', 'returnAll']);

export const allowedWhileRestricted = (method: string, path: string, body?: unknown): boolean => {
  const p = path.toLowerCase();
  if (method === 'POST' && p === GAME_WALLET_TRANSFER) return BACK_TO_MAIN.has(String((body as { direction?: unknown } | undefined)?.direction));
  if (NEVER.some((re) => re.test(p))) return false;
  if (READ.has(method)) return true;
  return WRITABLE.some((prefix) => p === prefix || p.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || p.startsWith(`${prefix}?`));
};

export function restrictedSessionGate(): RequestHandler {
  return (req, res, next) => {
    const session = sessionOf(res);
    if (!session?.restricted || allowedWhileRestricted(req.method, req.path, req.body)) return next();
    next(new AppError(403, 'memberExcluded'));
  };
}
