// Player protection, exclusion half (issue 22): the member's routes, the withdrawal-only gate, the back
// office's exclusion routes, and what sign-in asks (protectionAtLogin).
import type { RequestHandler, Response, Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { restrictedSessionGate } from './exclusion-gate.ts';
import { exclusionRoutes, exclusionStaffRoutes } from './exclusion.routes.ts';
import { ExclusionService } from './exclusion.service.ts';

export interface ExclusionModule {
  service: ExclusionService;
  routes: Router;
  /** After the session middleware: a restricted (excluded) session reaches only withdrawal-only paths. */
  gate: RequestHandler;
  staffRoutes(staff: { accounts: StaffAccountsService; gate: StaffGate }): Router;
}

export function createExclusionModule(
  ctx: ModuleContext,
  deps: {
    revokeAllSessions(tenantId: string, memberId: number): Promise<void>;
    /** Brings the request's own session's end to its start + `minutes` (accounts feature). */
    tightenRequestSession(res: Response, minutes: number): Promise<number | undefined>;
    now?: () => number;
  },
): ExclusionModule {
  let staffAccounts: StaffAccountsService | undefined;
  const service = new ExclusionService(
    ctx.db,
    {
      revokeAllSessions: deps.revokeAllSessions,
      tenant: (id) => ctx.tenants.get(id),
      get staff() {
        return staffAccounts;
      },
    },
    deps.now,
  );
  return {
    service,
    routes: exclusionRoutes(service, { tightenRequestSession: deps.tightenRequestSession }),
    gate: restrictedSessionGate(),
    staffRoutes: (staff) => {
      staffAccounts = staff.accounts;
      return exclusionStaffRoutes(service, staff.gate, ctx.env.COUNTRY_HEADER);
    },
  };
}
