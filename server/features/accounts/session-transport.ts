// How a session travels. Browsers (header `x-portal-client: web`) get the token in an HttpOnly
// SameSite=Lax cookie and a CSRF token to echo in `x-csrf-token` on writes; API clients get the token
// itself and send `Authorization: Bearer`. The middleware leaves the live session in res.locals.
import { secureCookie, sessionCookieName } from '../../http/secure-cookie.ts';
import type { Request, RequestHandler, Response } from 'express';
import { parse as parseCookies, serialize } from 'cookie';
import type { LoginValue } from '../../../schemas/generated/auth.ts';
import { SIGNED_IN_BY_REDIRECT_COOKIE, SIGNED_IN_FIRST_TIME } from '../../../schemas/rules/server-render.ts';
import { AppError } from '../../http/app-error.ts';
import type { ActiveSession } from '../../http/session-locals.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { safeEqual, type ResolvedSession, type SessionsService, type StartedSession } from './sessions.service.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SessionAuth {
  via: 'cookie' | 'bearer';
  session: ResolvedSession;
}

export const isWebClient = (req: Request): boolean => req.get('x-portal-client') === 'web';

export function sessionTokenOf(req: Request): { token: string; via: 'cookie' | 'bearer' } | null {
  const auth = req.get('authorization');
  if (auth && /^Bearer\s+/i.test(auth)) return { token: auth.replace(/^Bearer\s+/i, '').trim(), via: 'bearer' };
  const header = req.headers.cookie;
  if (!header) return null;
  const token = parseCookies(header)[sessionCookieName(req)];
  return token ? { token, via: 'cookie' } : null;
}

/** The request's live session of this tenant (page renders use it to tell the app it is signed in). */
export async function resolveRequestSession(sessions: SessionsService, req: Request, tenant: TenantContext): Promise<SessionAuth | null> {
  const found = sessionTokenOf(req);
  if (!found) return null;
  const session = await sessions.resolve(found.token, tenant.id);
  return session ? { via: found.via, session } : null;
}

/** A write from another site is refused before anything else (login CSRF included). */
function crossSite(req: Request): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true;
  }
}

export function sessionMiddleware(sessions: SessionsService): RequestHandler {
  return async (req, res, next) => {
    try {
      const unsafe = UNSAFE.has(req.method);
      if (unsafe && crossSite(req)) return next(new AppError(403, 'csrfFailed'));
      const auth = await resolveRequestSession(sessions, req, res.locals.tenant);
      if (auth) {
        if (unsafe && auth.via === 'cookie' && !safeEqual(req.get('x-csrf-token') ?? '', auth.session.csrfToken)) {
          return next(new AppError(403, 'csrfFailed'));
        }
        const { csrfToken: _csrf, tokenHash: _hash, ...active } = auth.session;
        res.locals.session = active satisfies ActiveSession;
        res.locals.sessionAuth = auth;
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

export function sessionAuthOf(res: Response): SessionAuth | undefined {
  return res.locals.sessionAuth as SessionAuth | undefined;
}

/** Hands a new session to the client in its transport and returns the spec's login value. */
export function deliverSession(req: Request, res: Response, started: StartedSession, flags: { firstTimeLogin: boolean; passwordExpired: boolean }): LoginValue {
  if (!isWebClient(req)) return { token: started.token, ...flags };
  setSessionCookie(req, res, started.token);
  return { token: started.csrfToken, ...flags };
}

/** The session cookie alone (social sign-in: the provider's redirect back is always a browser). */
export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.append('Set-Cookie', serialize(sessionCookieName(req), token, { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookie(req) }));
}

/**
 * Marks the next page as opened right after a sign-in (see SIGNED_IN_BY_REDIRECT_COOKIE), saying whether it was the
 * account's first; a minute is plenty for a redirect.
 */
export function setSignedInByRedirectCookie(req: Request, res: Response, firstTimeLogin: boolean): void {
  const value = firstTimeLogin ? SIGNED_IN_FIRST_TIME : '1';
  res.append('Set-Cookie', serialize(SIGNED_IN_BY_REDIRECT_COOKIE, value, { sameSite: 'lax', path: '/', secure: secureCookie(req), maxAge: 60 }));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append('Set-Cookie', serialize(sessionCookieName(req), '', { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookie(req), maxAge: 0 }));
}
