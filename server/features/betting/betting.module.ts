// Betting: the seamless wallet vendors call (balance, bet, win, rollback), round records, the winner
// board and the jackpot, and the job that closes rounds a vendor never finished.
import type { Router } from 'express';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import { TRIAL_ACCOUNT_TYPE, type ActiveSession } from '../../http/session-locals.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { BetWallet } from './bet-wallet.ts';
import { BettingRepository } from './betting.repository.ts';
import { BettingService, type BettingPorts } from './betting.service.ts';
import { bettingRoutes } from './betting.routes.ts';
import { SeamlessService } from './seamless.service.ts';
import { seamlessRoutes } from './seamless.routes.ts';

export interface BettingModule {
  service: BettingService;
  seamless: SeamlessService;
  /** Vendor callbacks, mounted before the JSON parser: the signature covers the raw body. */
  seamlessRoutes: Router;
  routes: Router;
  /** Opens the vendor session a game launch hands to the vendor (the games feature's port). */
  openVendorSession(args: { tenant: TenantContext; session: ActiveSession; vendor: string; gameCode: string }): Promise<string>;
  /** Makes a brand ready to take bets (its jackpot pool), at start and after each config change. */
  prepareTenant(tenant: TenantContext): Promise<void>;
}

/** The winner board's name mask, shared with the missions leaderboard (through app.ts). */
export { maskName } from './betting.service.ts';

export function createBettingModule(ctx: ModuleContext, deps: { wallet: WalletService } & BettingPorts): BettingModule {
  const { db, logger } = ctx;
  const betWallet = new BetWallet(deps.wallet);
  const repo = new BettingRepository(db);
  const seamless = new SeamlessService(repo, betWallet, logger);
  const service = new BettingService(repo, betWallet, { gameNames: (tenantId, keys, language) => deps.gameNames(tenantId, keys, language) });
  if (ctx.jobs) {
    const reconciliation = startPeriodicJob('round-reconciliation', 60_000, () => service.closeStaleRounds(), logger);
    ctx.onClose(() => reconciliation.stop());
  }
  return {
    service,
    seamless,
    seamlessRoutes: seamlessRoutes(seamless),
    routes: bettingRoutes(service),
    openVendorSession: ({ tenant, session, vendor, gameCode }) =>
      seamless.openSession(tenant, {
        memberId: session.memberId,
        vendor,
        gameCode,
        currency: tenant.config.currency.code,
        trial: session.type === TRIAL_ACCOUNT_TYPE,
      }),
    prepareTenant: (tenant) => betWallet.seedJackpot(tenant),
  };
}
