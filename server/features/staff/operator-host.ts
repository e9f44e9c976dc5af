// Requests for an operator host go to the staff console and nowhere else; every other host never
// reaches it. Mounted before the brand (tenant) middleware, so an operator host is never a brand.
import type { RequestHandler, Router } from 'express';

/** The Host header's name part, lower case (the tenant middleware reads the brand the same way). */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d*$/, '');
}

export function operatorHost(hosts: readonly string[], console: Router): RequestHandler {
  const set = new Set(hosts);
  return (req, res, next) => (set.has(hostnameOf(req.headers.host)) ? console(req, res, next) : next());
}

/** Start-up check: a brand must never answer on an operator host. */
export function operatorHostClashes(hosts: readonly string[], brands: Array<{ id: string; hostnames: readonly string[] }>): string[] {
  const clashes: string[] = [];
  for (const brand of brands) {
    for (const host of hosts) {
      if (brand.hostnames.some((h) => h.toLowerCase() === host) || host === `${brand.id}.localhost`) clashes.push(`${brand.id}: ${host}`);
    }
  }
  return clashes;
}
