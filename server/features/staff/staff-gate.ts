// The guards every back-office endpoint stands behind: a live staff session (cookie), the role's
// permission, the member's brand scope, and for writes proof that the request comes from the back
// office's own page (same-origin fetch metadata and the session's CSRF token in a header, which a
// form or a cross-site script cannot send). Other features' staff routes get these from app.ts.
import type { Request, RequestHandler, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { roleCan, type StaffPermission } from '../../../schemas/rules/staff-roles.ts';
import { AppError } from '../../http/app-error.ts';
import type { StaffAuthService, StaffSession } from './staff-auth.service.ts';

export const STAFF_COOKIE = 'ops_sid';

export interface StaffGate {
  /** A live session in res.locals.staff, or 401 `staffSignedOut`. */
  signedIn: RequestHandler;
  /** The session's role grants `permission`, or 403 `staffForbidden` (after signedIn). */
  can(permission: StaffPermission): RequestHandler;
  /** Writes only: same-origin and the session's CSRF token, or 403 `csrfFailed` (after signedIn). */
  sameOrigin: RequestHandler;
}

declare global {
  namespace Express {
    interface Locals {
      staff?: StaffSession;
    }
  }
}

export const staffOf = (res: Response): StaffSession => {
  if (!res.locals.staff) throw new AppError(401, 'staffSignedOut');
  return res.locals.staff;
};

/** Whether the member of staff may act on this brand (an empty scope is every brand). */
export const inBrandScope = (staff: StaffSession, tenantId: string): boolean => staff.tenantIds.length === 0 || staff.tenantIds.includes(tenantId);

/** Refuses a brand outside the member's scope as if it did not exist: a scope never learns other brands' names. */
export function assertBrandScope(staff: StaffSession, tenantId: string): void {
  if (!inBrandScope(staff, tenantId)) throw new AppError(404, 'notFound');
}

export const staffCookieOf = (req: Request): string | undefined => (req.headers.cookie ? parseCookies(req.headers.cookie)[STAFF_COOKIE] : undefined);

/** A request sent by another site: the browser says so (Sec-Fetch-Site), or its Origin is not this host. */
export function crossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true;
  }
}

export function createStaffGate(auth: StaffAuthService): StaffGate {
  return {
    signedIn: async (req, res, next) => {
      const session = await auth.resolve(staffCookieOf(req));
      if (!session) return next(new AppError(401, 'staffSignedOut'));
      res.locals.staff = session;
      next();
    },
    can: (permission) => (_req, res, next) => next(roleCan(staffOf(res).role, permission) ? undefined : new AppError(403, 'staffForbidden')),
    sameOrigin: (req, res, next) => {
      const token = req.get('x-csrf-token');
      if (crossSite(req) || !token || token !== staffOf(res).csrfToken) return next(new AppError(403, 'csrfFailed'));
      next();
    },
  };
}
