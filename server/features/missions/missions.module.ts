// Missions (issue 20): progress from domain events by the consumer 'missions' (a periodic job, as loyalty's
// points are), the summary, the claim and the weekly leaderboard.
import { Router } from 'express';
import { systemClock, type Clock } from '../../jobs/period-job.ts';
import { CONSUMER_IDLE_MAX_MS, startPeriodicJob } from '../../jobs/periodic-job.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { TenantConfig } from '../../../schemas/generated/tenant.ts';
import type { ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { MissionEditorService } from './mission-editor.service.ts';
import { missionAdminRoutes, missionsRoutes } from './missions.routes.ts';
import { MISSIONS_CONSUMER, MissionsService, type MissionsPorts } from './missions.service.ts';

export interface MissionsModule {
  service: MissionsService;
  /** Runs the consumer until no event is waiting (tests; the job does it every 250 ms). */
  drainEvents(): Promise<number>;
  routes: Router;
  /** The back office's missions editor. */
  staffRoutes(staff: {
    accounts: StaffAccountsService;
    gate: StaffGate;
    overrides: ContentOverridesService;
    fileConfig: (tenantId: string) => TenantConfig | undefined;
  }): Router;
}

const CONSUMER_EVERY_MS = 250;

export function createMissionsModule(
  ctx: ModuleContext,
  deps: { wallet: WalletService; events: DomainEventsService; clock?: Clock } & Pick<MissionsPorts, 'grantBonus' | 'maskName'>,
): MissionsModule {
  const { db, tenants, logger } = ctx;
  const service = new MissionsService(db, deps.wallet, { tenant: (id) => tenants.get(id), grantBonus: deps.grantBonus, maskName: deps.maskName });
  const clock = deps.clock ?? systemClock;
  const drainEvents = () => deps.events.drain(MISSIONS_CONSUMER, service.handleBatch);
  if (ctx.jobs) {
    const consumer = startPeriodicJob('missions', CONSUMER_EVERY_MS, drainEvents, logger, { idleMaxMs: CONSUMER_IDLE_MAX_MS });
    ctx.onClose(() => consumer.stop());
  }
  return {
    service,
    drainEvents,
    routes: missionsRoutes(service, () => clock.now()),
    staffRoutes: (staff) =>
      missionAdminRoutes(new MissionEditorService(db, staff.overrides, staff.fileConfig, staff.accounts), staff.gate, ctx.env.COUNTRY_HEADER),
  };
}
