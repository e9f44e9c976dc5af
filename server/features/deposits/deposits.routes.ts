// Player deposit endpoints (spec §2 depositv2) — module DEPOSIT, real (non-trial) accounts of this
// tenant. The receipt image is its own request (raw PNG/JPEG body, server/http/image-upload.ts).
import { Router, type Response } from 'express';
import type { BankDepositRequest, DepositIdParams, DepositListQuery, GatewayDepositRequest, LanguageQuery } from '../../../schemas/generated/deposits.ts';
import { ok } from '../../http/envelope.ts';
import { imageUpload } from '../../http/image-upload.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { DepositsService } from './deposits.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;

export function depositsRoutes(deposits: DepositsService): Router {
  const router = Router();
  const gate = [requireModule('DEPOSIT'), requireRealAccount()];

  router.get('/wps/deposits/methods', ...gate, validate({ query: apiSchema<LanguageQuery>('deposits', 'LanguageQuery') }), (req, res) => {
    res.set(noStore).json(ok(deposits.methods(res.locals.tenant, requestLanguage(req, res))));
  });

  router.get('/wps/deposits', ...gate, validate({ query: apiSchema<DepositListQuery>('deposits', 'DepositListQuery') }), async (_req, res) => {
    const { pageNo = 1 } = inputOf<DepositListQuery>(res, 'query');
    res.set(noStore).json(ok(await deposits.listMine(res.locals.tenant, memberOf(res), pageNo)));
  });

  router.post('/wps/deposits/bank', ...gate, validate({ body: apiSchema<BankDepositRequest>('deposits', 'BankDepositRequest') }), async (_req, res) => {
    res.set(noStore).json(ok(await deposits.createBank(res.locals.tenant, memberOf(res), inputOf<BankDepositRequest>(res))));
  });

  router.post(
    '/wps/deposits/gateway',
    ...gate,
    validate({ body: apiSchema<GatewayDepositRequest>('deposits', 'GatewayDepositRequest') }),
    async (_req, res) => {
      res.set(noStore).json(ok(await deposits.createGateway(res.locals.tenant, memberOf(res), inputOf<GatewayDepositRequest>(res))));
    },
  );

  router.post(
    '/wps/deposits/:id/receipt',
    ...gate,
    validate({ params: apiSchema<DepositIdParams>('deposits', 'DepositIdParams') }),
    imageUpload(),
    async (_req, res) => {
      const { id } = inputOf<DepositIdParams>(res, 'params');
      res.set(noStore).json(ok(await deposits.attachReceipt(res.locals.tenant, memberOf(res), id, res.locals.image!)));
    },
  );

  return router;
}
