// The built-in lottery provider: a vendor whose books are its own tables and whose wallet calls are signed
// seamless calls (here handed in-process to the portal's seamless handler, as the studio's are). Its job
// draws every due draw once across instances (catching up draws missed while down) and pays or refunds
// settled, void and cancelled slips.
import type { SeamlessService } from '../../../features/betting/seamless.service.ts';
import { systemClock, type Clock } from '../../../jobs/period-job.ts';
import { startPeriodicJob } from '../../../jobs/periodic-job.ts';
import type { ModuleContext } from '../../../module-context.ts';
import { SeamlessClient } from '../originals/seamless-client.ts';
import { LotteryProvider } from './lottery-provider.service.ts';

/** How often the draw job looks for due draws (a 1-minute game's result is out within this of its time). */
export const LOTTERY_TICK_MS = 2_000;

export interface LotteryProviderModule {
  provider: LotteryProvider;
}

export function createLotteryProviderModule(ctx: ModuleContext, deps: { seamless: SeamlessService; clock?: Clock }): LotteryProviderModule {
  const { db, tenants, logger } = ctx;
  const client = new SeamlessClient((tenant, vendor, action, body, signature) => deps.seamless.call(tenant, vendor, action, body, signature));
  const provider = new LotteryProvider(
    db,
    client,
    (id) => tenants.get(id),
    () => tenants.all(),
    deps.clock ?? systemClock,
  );
  if (ctx.jobs) {
    const job = startPeriodicJob('lottery-draws', LOTTERY_TICK_MS, () => provider.tick(), logger);
    ctx.onClose(() => job.stop());
  }
  return { provider };
}
