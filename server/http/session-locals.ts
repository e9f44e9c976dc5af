// What the session middleware (server/features/accounts) leaves in res.locals for every API request,
// and the guards routes put in front of handlers that need a signed-in member.
import type { RequestHandler, Response } from 'express';
import { AppError } from './app-error.ts';
import { markHandler } from './route-meta.ts';

export type LoginMethod = 'password' | 'sms' | 'social' | 'freeplay';

/** A valid, unexpired session of THIS request's tenant (a session of another tenant is never here). */
export interface ActiveSession {
  tenantId: string;
  memberId: number;
  account: string;
  /** Account type: 0 member, 1/2/41/42 agents, 4 trial (free play). */
  type: number;
  loginMethod: LoginMethod;
  mustChangePassword: boolean;
  /** Signed in while excluded (time-out, self- or operator exclusion): only balance, withdrawal and responsible gaming. */
  restricted?: boolean;
  /** When the session started (epoch ms): reality checks count from it. */
  startedAt?: number;
  /** The member's session time limit ends the session then (epoch ms). */
  limitEndsAt?: number;
}

export const TRIAL_ACCOUNT_TYPE = 4;

export function sessionOf(res: Response): ActiveSession | undefined {
  return res.locals.session as ActiveSession | undefined;
}

/** 401 `unauthorized` without a session; 403 `passwordChangeRequired` while a forced change is pending. */
export function requireSession(options: { allowPendingPasswordChange?: boolean } = {}): RequestHandler {
  return markHandler(
    (_req, res, next) => {
      const session = sessionOf(res);
      if (!session) return next(new AppError(401, 'unauthorized'));
      if (session.mustChangePassword && !options.allowPendingPasswordChange) return next(new AppError(403, 'passwordChangeRequired'));
      next();
    },
    { session: 'member' },
  );
}

/** Like requireSession, and a trial (type 4) account gets 403 `trialAccount` (spec §4 in_need_true_account). */
export function requireRealAccount(): RequestHandler {
  const signedIn = requireSession();
  return markHandler(
    (req, res, next) =>
      signedIn(req, res, (err?: unknown) => {
        if (err) return next(err);
        if (sessionOf(res)!.type === TRIAL_ACCOUNT_TYPE) return next(new AppError(403, 'trialAccount'));
        next();
      }),
    { session: 'realAccount' },
  );
}
