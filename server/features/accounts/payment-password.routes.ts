// GET/PUT /wps/member/payment-password — module ACCOUNT, real accounts: whether it is set, and setting
// or changing it.
import { Router } from 'express';
import type { PaymentPasswordBody } from '../../../schemas/generated/withdrawals.ts';
import { ok } from '../../http/envelope.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';

export function paymentPasswordRoutes(paymentPassword: PaymentPasswordService): Router {
  const router = Router();
  const gate = [requireModule('ACCOUNT'), requireRealAccount()];

  router.get('/wps/member/payment-password', ...gate, async (_req, res) => {
    const { tenant } = res.locals;
    res.set('Cache-Control', 'no-store').json(ok({ isSet: await paymentPassword.isSet(tenant.id, sessionOf(res)!.memberId) }));
  });

  router.put(
    '/wps/member/payment-password',
    ...gate,
    validate({ body: apiSchema<PaymentPasswordBody>('withdrawals', 'PaymentPasswordBody') }),
    async (_req, res) => {
      await paymentPassword.set(res.locals.tenant, sessionOf(res)!.memberId, res.locals.input!.body as PaymentPasswordBody);
      res.set('Cache-Control', 'no-store').json(ok({ isSet: true }));
    },
  );

  return router;
}
