// The `soc` cookie binds a browser to the social sign-in it started: it holds only a random handle
// for the flow stored server side, so a callback URL (code + state) is worthless in another browser
// (login CSRF). SameSite=Lax is the strictest setting that still arrives on the provider's redirect
// back (a top-level GET); Path limits it to the social sign-in endpoints.
import { secureCookie } from '../../http/secure-cookie.ts';
import type { CookieOptions, Request, Response } from 'express';
import { parse } from 'cookie';

export const SOCIAL_FLOW_COOKIE = 'soc';
export const SOCIAL_FLOW_TTL_MS = 10 * 60_000;
const PATH = '/wps/session/social';

const options = (req: Request): CookieOptions => ({ httpOnly: true, sameSite: 'lax', path: PATH, secure: secureCookie(req) });

export function socialFlowHandleOf(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const handle = parse(header)[SOCIAL_FLOW_COOKIE];
  return handle && /^[A-Za-z0-9_-]{16,64}$/.test(handle) ? handle : undefined;
}

export function setSocialFlowCookie(req: Request, res: Response, handle: string): void {
  res.cookie(SOCIAL_FLOW_COOKIE, handle, { ...options(req), maxAge: SOCIAL_FLOW_TTL_MS });
}

export function clearSocialFlowCookie(req: Request, res: Response): void {
  res.clearCookie(SOCIAL_FLOW_COOKIE, options(req));
}
