// Whether a cookie gets the Secure flag: always in production (TLS ends at the proxy, and a cookie
// must never travel in clear even if a request slips through on http), else on https and on
// *.localhost names, which browsers treat as secure contexts.
import type { Request } from 'express';

export function secureCookie(req: Request): boolean {
  if (req.app.get('env') === 'production') return true;
  const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return req.secure || host === 'localhost' || host.endsWith('.localhost');
}
