// Raffle and ranking endpoints (issue 19; spec §7 MCS2_claimRafflePromotion) — module PROMOTION. A draw and
// the member's raffle state need a real account of this tenant; the leaderboard is public (signed in, it
// carries the viewer's own standing).
import { Router, type Response } from 'express';
import type { LanguageQuery, PromotionIdParams } from '../../../schemas/generated/promotions.ts';
import type { ClaimRaffleRequest } from '../../../schemas/generated/raffle.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf, TRIAL_ACCOUNT_TYPE } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { RaffleService } from './raffle.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'params' = 'body'): T => res.locals.input![part] as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;
const params = { params: apiSchema<PromotionIdParams>('promotions', 'PromotionIdParams') };

export function raffleRoutes(raffle: RaffleService): Router {
  const router = Router();
  const gate = requireModule('PROMOTION');
  const member = [gate, requireRealAccount()];

  router.post(
    '/wps/relay/MCS2_claimRafflePromotion',
    ...member,
    validate({ body: apiSchema<ClaimRaffleRequest>('raffle', 'ClaimRaffleRequest') }),
    async (req, res) => {
      const { promotionId, clientSeed } = inputOf<ClaimRaffleRequest>(res);
      res.set(noStore).json(ok(await raffle.claim(res.locals.tenant, memberOf(res), promotionId, clientSeed, requestLanguage(req, res))));
    },
  );

  router.get(
    '/wps/promotions/:id/raffle',
    ...member,
    validate({ ...params, query: apiSchema<LanguageQuery>('promotions', 'LanguageQuery') }),
    async (req, res) => {
      const { id } = inputOf<PromotionIdParams>(res, 'params');
      res.set(noStore).json(ok(await raffle.view(res.locals.tenant, memberOf(res), id, requestLanguage(req, res))));
    },
  );

  router.get('/wps/promotions/:id/leaderboard', gate, validate(params), async (_req, res) => {
    const { id } = inputOf<PromotionIdParams>(res, 'params');
    const session = sessionOf(res);
    const viewer = session && session.type !== TRIAL_ACCOUNT_TYPE ? session.memberId : null;
    res.set(noStore).json(ok(await raffle.leaderboard(res.locals.tenant, id, viewer)));
  });

  return router;
}
