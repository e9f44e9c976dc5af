// Promotions (issue 19): the player endpoints, the rewards engine consuming the domain events, and the job
// that expires overdue bonuses.
import { Router } from 'express';
import { runDuePeriods, systemClock, type Clock } from '../../jobs/period-job.ts';
import { CONSUMER_IDLE_MAX_MS, startPeriodicJob } from '../../jobs/periodic-job.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import type { TenantConfig } from '../../../schemas/generated/tenant.ts';
import type { ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import { PromotionAdminRepository } from './promotion-admin.repository.ts';
import { PromotionEditorService } from './promotion-editor.service.ts';
import { PromotionAdminService } from './promotion-admin.service.ts';
import { promotionAdminRoutes } from './promotion-admin.routes.ts';
import { PromotionsService } from './promotions.service.ts';
import { RaffleService, type RafflePorts } from './raffle.service.ts';
import { raffleRoutes } from './raffle.routes.ts';
import { RebateService } from './rebate.service.ts';
import { ReferralService, type ReferralPorts } from './referral.service.ts';
import { RewardCenterService } from './reward-center.service.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { REWARDS_CONSUMER, RewardsEngine, type RewardsPorts } from './rewards-engine.ts';

export interface PromotionsModule {
  service: PromotionsService;
  engine: RewardsEngine;
  rewardCenter: RewardCenterService;
  rebate: RebateService;
  raffle: RaffleService;
  /** Runs every ranking period whose prizes are due (tests; the job does it every minute). */
  runRankingJobs(): Promise<number>;
  referral: ReferralService;
  /** Runs every automatic rebate period that is due (tests; the job does it every minute). */
  runRebateJobs(): Promise<number>;
  /** Runs the engine until no event is waiting (tests; the job does it every second). */
  drainEvents(): Promise<number>;
  routes: Router;
  /** The back office's router (mounted on operator hosts); built once the staff module exists. */
  staffRoutes(staff: StaffDeps): Router;
}

export interface StaffDeps {
  accounts: StaffAccountsService;
  gate: StaffGate;
  /** Where staff's edited promotions are kept (one more kind of content override). */
  overrides: ContentOverridesService;
  /** The brand's tenant file as loaded (before overrides). */
  fileConfig: (tenantId: string) => TenantConfig | undefined;
}

/** How often the engine looks for new events: the goal is a grant within a second of its cause. */
const ENGINE_EVERY_MS = 250;
const EXPIRY_EVERY_MS = 60_000;
/** Automatic rebates: each ended period is paid once, as soon as its bets are all accrued. */
const REBATE_EVERY_MS = 60_000;

export function createPromotionsModule(
  ctx: ModuleContext,
  deps: {
    wallet: WalletService;
    events: DomainEventsService;
    registeredAt: RewardsPorts['registeredAt'];
    /** The member's current VIP level (loyalty), for eligibility.vipLevels. */
    vipRank: RewardsPorts['vipRank'];
    accountOf: RafflePorts['accountOf'];
    referrals: ReferralPorts;
    clock?: Clock;
  },
): PromotionsModule {
  const { db, tenants, logger } = ctx;
  const clock = deps.clock ?? systemClock;
  const engine = new RewardsEngine(deps.wallet, deps.events, {
    tenant: (id) => tenants.get(id),
    registeredAt: deps.registeredAt,
    referrersOf: (tenantId, memberIds, trx) => deps.referrals.referrersOf(tenantId, memberIds, trx),
    vipRank: deps.vipRank,
  });
  const referral = new ReferralService(db, deps.referrals, () => clock.now());
  const rewardCenter = new RewardCenterService(db, engine, clock);
  const service = new PromotionsService(
    db,
    deps.wallet,
    (tenant, memberId, id) => rewardCenter.latestApplication(tenant, memberId, id),
    () => clock.now(),
    (tenant, promotion, memberId) => engine.vipEligible(db, tenant.id, promotion, memberId),
  );
  const rebate = new RebateService(db, engine, clock, (at) => deps.events.consumedBefore(REWARDS_CONSUMER, at));
  const raffle = new RaffleService(db, engine, clock, { accountOf: deps.accountOf, registeredAt: deps.registeredAt }, (at) =>
    deps.events.consumedBefore(REWARDS_CONSUMER, at),
  );
  const rankingJob = raffle.rankingJob();
  const runRankingJobs = () => runDuePeriods(db, rankingJob, tenants.all(), clock);
  const drainEvents = () => deps.events.drain(REWARDS_CONSUMER, engine.handleBatch);
  const rebateJobs = [rebate.periodJob('daily'), rebate.periodJob('weekly')];
  const runRebateJobs = async () => {
    let ran = 0;
    for (const job of rebateJobs) ran += await runDuePeriods(db, job, tenants.all(), clock);
    return ran;
  };
  if (ctx.jobs) {
    const consumer = startPeriodicJob('rewards-engine', ENGINE_EVERY_MS, drainEvents, logger, { idleMaxMs: CONSUMER_IDLE_MAX_MS });
    const expiry = startPeriodicJob('bonus-expiry', EXPIRY_EVERY_MS, () => service.expireDue(), logger);
    const rebates = startPeriodicJob('rebate-periods', REBATE_EVERY_MS, runRebateJobs, logger);
    const rankings = startPeriodicJob('ranking-prizes', REBATE_EVERY_MS, runRankingJobs, logger);
    ctx.onClose(() => Promise.all([consumer.stop(), expiry.stop(), rebates.stop(), rankings.stop()]));
  }
  const staffRoutes = (staff: StaffDeps) =>
    promotionAdminRoutes(
      new PromotionAdminService(db, tenants, service, rewardCenter, staff.accounts),
      new PromotionEditorService(staff.overrides, staff.fileConfig, new PromotionAdminRepository(db), staff.accounts, () => clock.now()),
      staff.gate,
      ctx.env.COUNTRY_HEADER,
    );
  const routes = Router().use(promotionsRoutes(service, rewardCenter, rebate, referral), raffleRoutes(raffle));
  return { service, engine, rewardCenter, rebate, raffle, referral, drainEvents, runRebateJobs, runRankingJobs, routes, staffRoutes };
}
