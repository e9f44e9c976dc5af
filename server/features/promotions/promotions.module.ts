// Promotions (issue 19): the player endpoints, the rewards engine consuming the domain events, and the job
// that expires overdue bonuses.
import type { Router } from 'express';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { PromotionsService } from './promotions.service.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { REWARDS_CONSUMER, RewardsEngine, type RewardsPorts } from './rewards-engine.ts';

export interface PromotionsModule {
  service: PromotionsService;
  engine: RewardsEngine;
  /** Runs the engine until no event is waiting (tests; the job does it every second). */
  drainEvents(): Promise<number>;
  routes: Router;
}

/** How often the engine looks for new events: the goal is a grant within a second of its cause. */
const ENGINE_EVERY_MS = 250;
const EXPIRY_EVERY_MS = 60_000;

export function createPromotionsModule(
  ctx: ModuleContext,
  deps: { wallet: WalletService; events: DomainEventsService; registeredAt: RewardsPorts['registeredAt'] },
): PromotionsModule {
  const { db, tenants, logger } = ctx;
  const service = new PromotionsService(db, deps.wallet);
  const engine = new RewardsEngine(deps.wallet, deps.events, { tenant: (id) => tenants.get(id), registeredAt: deps.registeredAt });
  const drainEvents = () => deps.events.drain(REWARDS_CONSUMER, engine.handle);
  if (ctx.jobs) {
    const consumer = startPeriodicJob('rewards-engine', ENGINE_EVERY_MS, drainEvents, logger);
    const expiry = startPeriodicJob('bonus-expiry', EXPIRY_EVERY_MS, () => service.expireDue(), logger);
    ctx.onClose(() => Promise.all([consumer.stop(), expiry.stop()]));
  }
  return { service, engine, drainEvents, routes: promotionsRoutes(service) };
}
