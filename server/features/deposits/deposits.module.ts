// Deposits: methods from the tenant file, manual bank transfers with receipts, and the sandbox
// gateway (its hosted pay page and its signed webhook).
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { DepositsService, type DepositGuard } from './deposits.service.ts';
import { depositsRoutes } from './deposits.routes.ts';
import { sandboxPayPageRoutes, sandboxWebhookRoutes } from './sandbox-pay.routes.ts';

export interface DepositsModule {
  service: DepositsService;
  /** Mounted before the JSON parser: the signature covers the raw body. */
  webhookRoutes: Router;
  routes: Router;
  payPageRoutes: Router;
}

export function createDepositsModule(
  { db, sharedState, catalogues }: ModuleContext,
  deps: { wallet: WalletService; events: DomainEventsService; guardDeposit?: DepositGuard },
): DepositsModule {
  const service = new DepositsService(db, deps.wallet, sharedState, deps.events, undefined, deps.guardDeposit);
  return {
    service,
    webhookRoutes: sandboxWebhookRoutes(service),
    routes: depositsRoutes(service),
    payPageRoutes: sandboxPayPageRoutes(service, catalogues),
  };
}
