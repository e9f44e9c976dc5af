// The `cid` cookie binds a browser to the answer of the captcha it was shown. HttpOnly so scripts
// never see it; Path=/wps because only the API reads it.
import { secureCookie } from '../../http/secure-cookie.ts';
import type { CookieOptions, Request, Response } from 'express';
import { parse } from 'cookie';
import { CAPTCHA_TTL_MS } from './captcha.service.ts';

export const CAPTCHA_COOKIE = 'cid';

const options = (req: Request): CookieOptions => ({ httpOnly: true, sameSite: 'lax', path: '/wps', secure: secureCookie(req) });

export function captchaIdOf(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const id = parse(header)[CAPTCHA_COOKIE];
  return id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : undefined;
}

export function setCaptchaCookie(req: Request, res: Response, id: string): void {
  res.cookie(CAPTCHA_COOKIE, id, { ...options(req), maxAge: CAPTCHA_TTL_MS });
}

export function clearCaptchaCookie(req: Request, res: Response): void {
  res.clearCookie(CAPTCHA_COOKIE, options(req));
}
