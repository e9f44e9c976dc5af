// The payment password (argon2id, locked after wrong answers): its own module because withdrawals and
// transfers need it before the rest of accounts is built.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { PaymentPasswordRepository } from './payment-password.repository.ts';
import { paymentPasswordRoutes } from './payment-password.routes.ts';
import { PaymentPasswordService } from './payment-password.service.ts';

export interface PaymentPasswordModule {
  service: PaymentPasswordService;
  routes: Router;
}

export function createPaymentPasswordModule({ db, sharedState }: ModuleContext): PaymentPasswordModule {
  const service = new PaymentPasswordService(new PaymentPasswordRepository(db), sharedState);
  return { service, routes: paymentPasswordRoutes(service) };
}
