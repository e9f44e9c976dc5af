// The lottery (issue 18): the portal's lottery API over the built-in lottery provider (its own module,
// server/providers/games/lottery), which reaches the wallet only through the signed seamless API.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { lotteryAdminRoutes } from './lottery-admin.routes.ts';
import { LotteryService, type LotteryPorts } from './lottery.service.ts';
import { lotteryRoutes } from './lottery.routes.ts';

export interface LotteryModule {
  service: LotteryService;
  routes: Router;
  /** The back office's draws page (operator hosts). */
  staffRoutes(staff: { accounts: StaffAccountsService; gate: StaffGate }): Router;
}

export function createLotteryModule(ctx: ModuleContext, ports: LotteryPorts): LotteryModule {
  const service = new LotteryService(ports);
  return {
    service,
    routes: lotteryRoutes(service),
    staffRoutes: (staff) =>
      lotteryAdminRoutes(service, { tenant: (id) => ctx.tenants.get(id), accounts: staff.accounts, gate: staff.gate, countryHeader: ctx.env.COUNTRY_HEADER }),
  };
}
