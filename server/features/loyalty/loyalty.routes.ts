// Loyalty points and the points mall for players (issue 20; spec §7 points relays) — module POINTMALL. Every
// endpoint needs a real account of this tenant, except the catalogue and the earning rules (public: the mall
// page shows them signed out too). Redeeming and converting ask for the payment password (passwordCheck/).
import { Router, type Response } from 'express';
import type { ConvertRequest, LanguageQuery, PageQuery, RedeemRequest } from '../../../schemas/generated/loyalty.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf, TRIAL_ACCOUNT_TYPE } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { LoyaltyService } from './loyalty.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' = 'body'): T => res.locals.input![part] as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;
const schema = <T>(name: string) => apiSchema<T>('loyalty', name);

export function loyaltyRoutes(loyalty: LoyaltyService, now: () => Date): Router {
  const router = Router();
  const gate = requireModule('POINTMALL');
  const member = [gate, requireRealAccount()];

  router.get('/wps/relay/MCS2_getPointBalance', ...member, async (_req, res) => {
    res.set(noStore).json(ok(await loyalty.balance(res.locals.tenant, memberOf(res))));
  });

  router.get('/wps/relay/MCS2_getPointConfig', gate, (_req, res) => {
    res.set(noStore).json(ok(loyalty.config(res.locals.tenant)));
  });

  router.get('/wps/relay/MCS2_getPointReward', gate, validate({ query: schema<LanguageQuery>('LanguageQuery') }), async (req, res) => {
    const session = sessionOf(res);
    const viewer = session && session.type !== TRIAL_ACCOUNT_TYPE ? session.memberId : null;
    res.set(noStore).json(ok(await loyalty.rewards(res.locals.tenant, viewer, requestLanguage(req, res))));
  });

  router.post('/wps/relay/passwordCheck/MCS2_redeemPointReward', ...member, validate({ body: schema<RedeemRequest>('RedeemRequest') }), async (req, res) => {
    res.set(noStore).json(ok(await loyalty.redeem(res.locals.tenant, memberOf(res), inputOf<RedeemRequest>(res), requestLanguage(req, res))));
  });

  router.post('/wps/relay/passwordCheck/MCS2_convertPoint', ...member, validate({ body: schema<ConvertRequest>('ConvertRequest') }), async (req, res) => {
    res.set(noStore).json(ok(await loyalty.convert(res.locals.tenant, memberOf(res), inputOf<ConvertRequest>(res), requestLanguage(req, res))));
  });

  router.get('/wps/relay/MCS2_getRedeemPointList', ...member, validate({ query: schema<PageQuery>('PageQuery') }), async (req, res) => {
    const { pageNo } = inputOf<PageQuery>(res, 'query');
    res.set(noStore).json(ok(await loyalty.history(res.locals.tenant, memberOf(res), pageNo ?? 1, requestLanguage(req, res))));
  });

  router.get('/wps/relay/ODSFE2_MemTransDet', ...member, validate({ query: schema<PageQuery>('PageQuery') }), async (_req, res) => {
    const { pageNo } = inputOf<PageQuery>(res, 'query');
    res.set(noStore).json(ok(await loyalty.transactions(res.locals.tenant, memberOf(res), pageNo ?? 1)));
  });

  // The VIP page (module VIP): public levels table; signed in, the member's level and this period's progress.
  router.get('/wps/vip', requireModule('VIP'), validate({ query: schema<LanguageQuery>('LanguageQuery') }), async (req, res) => {
    const session = sessionOf(res);
    const viewer = session && session.type !== TRIAL_ACCOUNT_TYPE ? session.memberId : null;
    res.set(noStore).json(ok(await loyalty.vip(res.locals.tenant, viewer, requestLanguage(req, res), now())));
  });

  return router;
}
