// The player API stays shut where the page is shut: while a brand is in maintenance, or for a visitor
// its region restriction blocks (an address on staff's maintenance allow-list passes), sign-in and money endpoints answer 503 maintenance / 403
// regionRestricted (translated) instead of working behind a page that says they don't. What stays open:
// the system endpoints the page needs to explain itself, and server-to-server callbacks (payment
// webhooks, vendor wallet calls) — those callers are not visitors and prove themselves by signature.
import type { RequestHandler } from 'express';
import { AppError } from '../../http/app-error.ts';
import { visitorOf } from '../../http/visitor.ts';
import { isRegionBlocked } from './region-restriction.ts';
import type { SystemService } from './system.service.ts';

export interface SystemGateOptions {
  countryHeader?: string;
  /** Path prefixes that stay reachable (each ends with '/'). */
  openPrefixes: readonly string[];
}

export function systemGate(system: SystemService, options: SystemGateOptions): RequestHandler {
  return (req, res, next) => {
    if (options.openPrefixes.some((prefix) => req.path.startsWith(prefix))) return next();
    const tenant = res.locals.tenant;
    const visitor = visitorOf(req, options.countryHeader);
    if (system.inMaintenanceFor(tenant, visitor, Date.now())) return next(new AppError(503, 'maintenance'));
    if (isRegionBlocked(tenant.config.systemStatus.regionRestriction, visitor)) {
      return next(new AppError(403, 'regionRestricted'));
    }
    next();
  };
}
