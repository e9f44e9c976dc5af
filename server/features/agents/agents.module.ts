// Agents (issue 17): the agent centre's API, the 'agents' consumer of the domain events (team figures per
// 5-minute slot) and the settlement jobs of contracts (real-time salary every 5 minutes, hourly salary, daily
// wages, dividends), each exactly once per (contract, period) across instances.
import type { Router } from 'express';
import { systemClock, type Clock } from '../../jobs/period-job.ts';
import { CONSUMER_IDLE_MAX_MS, startPeriodicJob } from '../../jobs/periodic-job.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { AGENTS_CONSUMER, AgentsSettlement } from './agents-settlement.service.ts';
import { agentsStaffRoutes } from './agents-staff.routes.ts';
import { AgentsStaffService } from './agents-staff.service.ts';
import { agentsRoutes } from './agents.routes.ts';
import { AgentsService, type AgentsPorts } from './agents.service.ts';

export interface AgentsModule {
  service: AgentsService;
  settlement: AgentsSettlement;
  /** Runs the consumer until no event is waiting (tests; the job does it every second). */
  drainEvents(): Promise<number>;
  /** Runs every due settlement period (tests; the job does it every 20 seconds). */
  runSettlements(): Promise<number>;
  routes: Router;
  /** The back office's agent pages (issue 17 follow-up), behind the staff gate, audited. */
  staffRoutes(staff: { accounts: StaffAccountsService; gate: StaffGate }): Router;
}

const CONSUMER_EVERY_MS = 1_000;
const SETTLE_EVERY_MS = 20_000;

export function createAgentsModule(
  ctx: ModuleContext,
  deps: AgentsPorts & {
    events: DomainEventsService;
    clock?: Clock;
  },
): AgentsModule {
  const { db, tenants, logger } = ctx;
  const clock = deps.clock ?? systemClock;
  const service = new AgentsService(db, deps, clock);
  const settlement = new AgentsSettlement(
    db,
    {
      tenant: (id) => tenants.get(id),
      tenants: () => tenants.all(),
      consumedBefore: (at) => deps.events.consumedBefore(AGENTS_CONSUMER, at),
    },
    clock,
  );
  const drainEvents = async () => {
    await settlement.buildTeamPeriods();
    return deps.events.drain(AGENTS_CONSUMER, settlement.handleBatch);
  };
  const runSettlements = () => settlement.runDue();
  if (ctx.jobs) {
    const consumer = startPeriodicJob('agents-consumer', CONSUMER_EVERY_MS, drainEvents, logger, { idleMaxMs: CONSUMER_IDLE_MAX_MS });
    const settle = startPeriodicJob('agents-settlement', SETTLE_EVERY_MS, runSettlements, logger);
    ctx.onClose(() => Promise.all([consumer.stop(), settle.stop()]));
  }
  let staffAccounts: StaffAccountsService | undefined;
  const staffService = new AgentsStaffService(
    db,
    {
      tenant: (id) => tenants.get(id),
      settlement,
      get staff() {
        return staffAccounts;
      },
    },
    clock,
  );
  return {
    service,
    settlement,
    drainEvents,
    runSettlements,
    routes: agentsRoutes(service),
    staffRoutes: (staff) => {
      staffAccounts = staff.accounts;
      return agentsStaffRoutes(staffService, staff.gate, ctx.env.COUNTRY_HEADER);
    },
  };
}
