// Loyalty (issue 20): points earned from settled turnover by the consumer 'loyalty-points' of the domain
// events (a periodic job, as the rewards engine is), the points mall (redeem, convert, history) and the back
// office's redeem-request queue.
import { Router } from 'express';
import { runDuePeriods, systemClock, type Clock } from '../../jobs/period-job.ts';
import { CONSUMER_IDLE_MAX_MS, startPeriodicJob } from '../../jobs/periodic-job.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { TenantConfig } from '../../../schemas/generated/tenant.ts';
import type { ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import { LoyaltyEditorService } from './loyalty-editor.service.ts';
import { loyaltyAdminRoutes } from './loyalty-admin.routes.ts';
import { loyaltyRoutes } from './loyalty.routes.ts';
import { LoyaltyService, POINTS_CONSUMER, type LoyaltyPorts } from './loyalty.service.ts';

export interface LoyaltyModule {
  service: LoyaltyService;
  /** Runs the points consumer until no event is waiting (tests; the job does it every 250 ms). */
  drainEvents(): Promise<number>;
  /** Runs every VIP period that is due (tests; the job does it every minute). */
  runVipJobs(): Promise<number>;
  routes: Router;
  staffRoutes(staff: StaffDeps): Router;
}

export interface StaffDeps {
  accounts: StaffAccountsService;
  gate: StaffGate;
  /** Where staff's edited catalogue and VIP levels are kept (content overrides). */
  overrides: ContentOverridesService;
  /** The brand's tenant file as loaded (before overrides). */
  fileConfig: (tenantId: string) => TenantConfig | undefined;
}

/** Points within a second of the bet that earned them. */
const CONSUMER_EVERY_MS = 250;
/** VIP levels: each ended period is evaluated once, as soon as its events are all counted. */
const VIP_EVERY_MS = 60_000;

export function createLoyaltyModule(
  ctx: ModuleContext,
  deps: { wallet: WalletService; events: DomainEventsService; clock?: Clock } & Pick<LoyaltyPorts, 'verifyPaymentPassword' | 'grantBonus' | 'statement'>,
): LoyaltyModule {
  const { db, tenants, logger } = ctx;
  const service = new LoyaltyService(db, deps.wallet, {
    tenant: (id) => tenants.get(id),
    verifyPaymentPassword: deps.verifyPaymentPassword,
    grantBonus: deps.grantBonus,
    statement: deps.statement,
  });
  const clock = deps.clock ?? systemClock;
  const drainEvents = () => deps.events.drain(POINTS_CONSUMER, service.handleBatch);
  const vipJob = service.vipJob((at) => deps.events.consumedBefore(POINTS_CONSUMER, at));
  const runVipJobs = () => runDuePeriods(db, vipJob, tenants.all(), clock);
  if (ctx.jobs) {
    const consumer = startPeriodicJob('loyalty-points', CONSUMER_EVERY_MS, drainEvents, logger, { idleMaxMs: CONSUMER_IDLE_MAX_MS });
    const vip = startPeriodicJob('vip-levels', VIP_EVERY_MS, runVipJobs, logger);
    ctx.onClose(() => Promise.all([consumer.stop(), vip.stop()]));
  }
  return {
    service,
    drainEvents,
    runVipJobs,
    routes: loyaltyRoutes(service, () => clock.now()),
    staffRoutes: (staff) =>
      loyaltyAdminRoutes(service, new LoyaltyEditorService(db, staff.overrides, staff.fileConfig, staff.accounts), {
        tenant: (id) => tenants.get(id),
        accounts: staff.accounts,
        gate: staff.gate,
        countryHeader: ctx.env.COUNTRY_HEADER,
      }),
  };
}
