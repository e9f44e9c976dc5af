// Whether a cookie gets the Secure flag: always in production (TLS ends at the proxy, and a cookie
// must never travel in clear even if a request slips through on http), else on https and on
// *.localhost names, which browsers treat as secure contexts.
import type { Request } from 'express';

export function secureCookie(req: Request): boolean {
  if (req.app.get('env') === 'production') return true;
  const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return req.secure || host === 'localhost' || host.endsWith('.localhost');
}

/**
 * The member session cookie's name. In production `__Host-sid`: the browser accepts it only with
 * Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or shadow it (session fixation).
 * Plain `sid` elsewhere, so http dev hosts keep working.
 */
export function sessionCookieName(req: Request): string {
  return req.app.get('env') === 'production' ? '__Host-sid' : 'sid';
}
