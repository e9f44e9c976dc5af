// Who is asking: the client address (honouring TRUST_PROXY) and, when COUNTRY_HEADER is configured,
// the country a trusted proxy or CDN put in that header.
import type { Request } from 'express';

export interface Visitor {
  ip: string;
  countryCode?: string;
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes plain IPv4. */
export function normalizeIp(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  return mapped ? mapped[1] : ip;
}

export function visitorOf(req: Request, countryHeader: string | undefined): Visitor {
  const ip = normalizeIp(req.ip ?? req.socket.remoteAddress ?? '');
  if (!countryHeader) return { ip };
  const raw = req.headers[countryHeader];
  const value = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(value) ? { ip, countryCode: value } : { ip };
}
