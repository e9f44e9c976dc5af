// Player withdrawal endpoints (spec §2 withdraw, §4 confirmation) — module WITHDRAW, real (non-trial)
// accounts of this tenant. Proof images are one raw PNG/JPEG per request (server/http/image-upload.ts).
import { Router, type Response } from 'express';
import type {
  BindCardBody,
  ConfirmBody,
  IdParams,
  LanguageQuery,
  UnbindCardBody,
  WithdrawalListQuery,
  WithdrawRequest,
} from '../../../schemas/generated/withdrawals.ts';
import { ok } from '../../http/envelope.ts';
import { imageUpload } from '../../http/image-upload.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;
const idParams = validate({ params: apiSchema<IdParams>('withdrawals', 'IdParams') });

export function withdrawalsRoutes(withdrawals: WithdrawalsService): Router {
  const router = Router();
  const gate = [requireModule('WITHDRAW'), requireRealAccount()];

  router.get('/wps/withdrawals/info', ...gate, validate({ query: apiSchema<LanguageQuery>('withdrawals', 'LanguageQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await withdrawals.info(res.locals.tenant, memberOf(res))));
  });

  router.post('/wps/withdrawals/cards', ...gate, validate({ body: apiSchema<BindCardBody>('withdrawals', 'BindCardBody') }), async (_req, res) => {
    res.set(noStore).json(ok(await withdrawals.bindCard(res.locals.tenant, memberOf(res), inputOf<BindCardBody>(res))));
  });

  // A POST with the payment password, not a bare DELETE: removing a payout card is a confirmed change (issue 21).
  router.post(
    '/wps/withdrawals/cards/:id/unbind',
    ...gate,
    idParams,
    validate({ body: apiSchema<UnbindCardBody>('withdrawals', 'UnbindCardBody') }),
    async (_req, res) => {
      const { paymentPassword } = inputOf<UnbindCardBody>(res);
      await withdrawals.removeCard(res.locals.tenant, memberOf(res), inputOf<IdParams>(res, 'params').id, paymentPassword);
      res.set(noStore).json(ok(null));
    },
  );

  router.get('/wps/withdrawals', ...gate, validate({ query: apiSchema<WithdrawalListQuery>('withdrawals', 'WithdrawalListQuery') }), async (_req, res) => {
    const { pageNo = 1 } = inputOf<WithdrawalListQuery>(res, 'query');
    res.set(noStore).json(ok(await withdrawals.listMine(res.locals.tenant, memberOf(res), pageNo)));
  });

  router.post('/wps/withdrawals', ...gate, validate({ body: apiSchema<WithdrawRequest>('withdrawals', 'WithdrawRequest') }), async (_req, res) => {
    res.set(noStore).json(ok(await withdrawals.request(res.locals.tenant, memberOf(res), inputOf<WithdrawRequest>(res))));
  });

  router.post('/wps/withdrawals/:id/proofs', ...gate, idParams, imageUpload(), async (_req, res) => {
    res.set(noStore).json(ok(await withdrawals.addProof(res.locals.tenant, memberOf(res), inputOf<IdParams>(res, 'params').id, res.locals.image!)));
  });

  router.post(
    '/wps/withdrawals/:id/confirm',
    ...gate,
    idParams,
    validate({ body: apiSchema<ConfirmBody>('withdrawals', 'ConfirmBody') }),
    async (_req, res) => {
      res.set(noStore).json(ok(await withdrawals.confirm(res.locals.tenant, memberOf(res), inputOf<IdParams>(res, 'params').id, inputOf<ConfirmBody>(res))));
    },
  );

  return router;
}
