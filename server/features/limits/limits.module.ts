// Player protection limits (issue 22): the player's deposit, loss and wager limits, their 24-hour cooling-off,
// their history, net deposits and the activity statement. Deposits call guardDeposit; stakes are checked by the
// database (stake_limit_check inside game_stake), so no game or vendor code calls this module.
import type { Router } from 'express';
import type { Clock } from '../../jobs/period-job.ts';
import type { ModuleContext } from '../../module-context.ts';
import { LimitsService } from './limits.service.ts';
import { limitsRoutes } from './limits.routes.ts';

export interface LimitsModule {
  service: LimitsService;
  routes: Router;
}

export function createLimitsModule({ db }: ModuleContext, deps: { clock?: Clock } = {}): LimitsModule {
  const service = new LimitsService(db, deps.clock);
  return { service, routes: limitsRoutes(service) };
}
