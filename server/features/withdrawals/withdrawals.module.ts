// Withdrawals: bank cards, requests that hold the money, the player's confirmation, and the job that
// counts silence as "received" once the brand's time-out has passed.
import type { Router } from 'express';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { PaymentPasswordService } from '../accounts/payment-password.service.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { DEFAULT_CONFIRM_MINUTES, WithdrawalsService, type WithdrawalsPorts } from './withdrawals.service.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';

export interface WithdrawalsModule {
  service: WithdrawalsService;
  routes: Router;
}

export function createWithdrawalsModule(
  ctx: ModuleContext,
  deps: {
    wallet: WalletService;
    paymentPassword: PaymentPasswordService;
    events: DomainEventsService;
    assertWithdrawable: WithdrawalsPorts['assertWithdrawable'];
  },
): WithdrawalsModule {
  const { db, tenants, logger } = ctx;
  const { paymentPassword } = deps;
  const service = new WithdrawalsService(db, deps.wallet, {
    verifyPaymentPassword: (tenantId, memberId, pw) => paymentPassword.verify(tenantId, memberId, pw),
    isPaymentPasswordSet: (tenantId, memberId) => paymentPassword.isSet(tenantId, memberId),
    confirmMinutesOf: (tenantId) => tenants.get(tenantId)?.config.cashier?.withdrawal?.confirmTimeoutMinutes ?? DEFAULT_CONFIRM_MINUTES,
    events: deps.events,
    assertWithdrawable: deps.assertWithdrawable,
  });
  if (ctx.jobs) {
    // Every 30 s on every instance; each withdrawal flips once (UPDATE … SKIP LOCKED).
    const confirmTimeout = startPeriodicJob('withdrawal-confirm-timeout', 30_000, () => service.expireConfirmations(), logger);
    ctx.onClose(() => confirmTimeout.stop());
  }
  return { service, routes: withdrawalsRoutes(service) };
}
