// Player promotion endpoints (spec §2 promotions, promoDetail, bonusDetails; issue 19) — module PROMOTION.
// The list and a promotion's page are public (signed out they show the generic status; the server renderer
// fetches them for the first paint); joining and bonuses need a real account of this tenant.
import { Router, type Response } from 'express';
import type {
  ApplicationIdParams,
  ApplicationRequest,
  BonusIdParams,
  BonusListQuery,
  ForfeitRequest,
  GamesAnnouncementsQuery,
  LanguageQuery,
  PromotionIdParams,
  PromotionListQuery,
  RewardIdParams,
  RewardListQuery,
} from '../../../schemas/generated/promotions.ts';
import { ok } from '../../http/envelope.ts';
import { imageUpload } from '../../http/image-upload.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf, TRIAL_ACCOUNT_TYPE } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { PromotionsService } from './promotions.service.ts';
import type { RebateService } from './rebate.service.ts';
import type { ReferralService } from './referral.service.ts';
import type { RewardCenterService } from './reward-center.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;
/** The signed-in real member viewing a public page, else null (signed out or a trial account: the generic view). */
const viewerOf = (res: Response) => {
  const session = sessionOf(res);
  return session && session.type !== TRIAL_ACCOUNT_TYPE ? session.memberId : null;
};

export function promotionsRoutes(promotions: PromotionsService, rewardCenter: RewardCenterService, rebate: RebateService, referral: ReferralService): Router {
  const router = Router();
  const gate = requireModule('PROMOTION');
  const member = [gate, requireRealAccount()];

  // Invite friends (member centre 'referral', module REFERRAL): two path segments, so no promotion id shadows it.
  router.get(
    '/wps/promotions/referral/overview',
    requireModule('REFERRAL'),
    requireRealAccount(),
    validate({ query: apiSchema<LanguageQuery>('promotions', 'LanguageQuery') }),
    async (req, res) => {
      res.set(noStore).json(ok(await referral.overview(res.locals.tenant, memberOf(res), requestLanguage(req, res))));
    },
  );

  router.get('/wps/promotions', gate, validate({ query: apiSchema<PromotionListQuery>('promotions', 'PromotionListQuery') }), async (req, res) => {
    const { category } = inputOf<PromotionListQuery>(res, 'query');
    res.set(noStore).json(ok(await promotions.list(res.locals.tenant, requestLanguage(req, res), viewerOf(res), category)));
  });

  // Public and the same for every visitor (no viewer status): the category pages' server renderer fetches it.
  router.get('/wps/games/announcements', gate, validate({ query: apiSchema<GamesAnnouncementsQuery>('promotions', 'GamesAnnouncementsQuery') }), (req, res) => {
    const { gameType } = inputOf<GamesAnnouncementsQuery>(res, 'query');
    res.set(noStore).json(ok(promotions.announcements(res.locals.tenant, requestLanguage(req, res), gameType)));
  });

  router.get(
    '/wps/promotions/:id',
    gate,
    validate({ params: apiSchema<PromotionIdParams>('promotions', 'PromotionIdParams'), query: apiSchema<LanguageQuery>('promotions', 'LanguageQuery') }),
    async (req, res) => {
      const { id } = inputOf<PromotionIdParams>(res, 'params');
      res.set(noStore).json(ok(await promotions.detail(res.locals.tenant, id, requestLanguage(req, res), viewerOf(res))));
    },
  );

  router.post(
    '/wps/promotions/:id/join',
    ...member,
    validate({ params: apiSchema<PromotionIdParams>('promotions', 'PromotionIdParams') }),
    async (req, res) => {
      const { id } = inputOf<PromotionIdParams>(res, 'params');
      res.set(noStore).json(ok(await promotions.join(res.locals.tenant, id, requestLanguage(req, res), memberOf(res))));
    },
  );

  router.get('/wps/bonuses', ...member, validate({ query: apiSchema<BonusListQuery>('promotions', 'BonusListQuery') }), async (req, res) => {
    const { pageNo = 1 } = inputOf<BonusListQuery>(res, 'query');
    res.set(noStore).json(ok(await promotions.bonuses(res.locals.tenant, memberOf(res), pageNo, requestLanguage(req, res))));
  });

  router.post(
    '/wps/bonuses/:id/forfeit',
    ...member,
    validate({ params: apiSchema<BonusIdParams>('promotions', 'BonusIdParams'), body: apiSchema<ForfeitRequest>('promotions', 'ForfeitRequest') }),
    async (req, res) => {
      const { id } = inputOf<BonusIdParams>(res, 'params');
      res.set(noStore).json(ok(await promotions.forfeit(res.locals.tenant, memberOf(res), id, requestLanguage(req, res))));
    },
  );

  router.post(
    '/wps/promotions/:id/applications',
    ...member,
    validate({
      params: apiSchema<PromotionIdParams>('promotions', 'PromotionIdParams'),
      body: apiSchema<ApplicationRequest>('promotions', 'ApplicationRequest'),
    }),
    async (_req, res) => {
      const { id } = inputOf<PromotionIdParams>(res, 'params');
      res.set(noStore).json(ok(await rewardCenter.apply(res.locals.tenant, memberOf(res), id, inputOf<ApplicationRequest>(res).comment ?? '')));
    },
  );

  router.post(
    '/wps/promotions/applications/:id/images',
    ...member,
    validate({ params: apiSchema<ApplicationIdParams>('promotions', 'ApplicationIdParams') }),
    imageUpload(),
    async (_req, res) => {
      const { id } = inputOf<ApplicationIdParams>(res, 'params');
      res.set(noStore).json(ok(await rewardCenter.addImage(res.locals.tenant, memberOf(res), id, res.locals.image!)));
    },
  );

  const rewardsGate = [requireModule('REWARDCENTER'), requireRealAccount()];
  router.get('/wps/rewards', ...rewardsGate, validate({ query: apiSchema<RewardListQuery>('promotions', 'RewardListQuery') }), async (req, res) => {
    const { pageNo = 1 } = inputOf<RewardListQuery>(res, 'query');
    res.set(noStore).json(ok(await rewardCenter.rewards(res.locals.tenant, memberOf(res), pageNo, requestLanguage(req, res))));
  });

  router.post('/wps/rewards/:id/claim', ...rewardsGate, validate({ params: apiSchema<RewardIdParams>('promotions', 'RewardIdParams') }), async (req, res) => {
    const { id } = inputOf<RewardIdParams>(res, 'params');
    res.set(noStore).json(ok(await rewardCenter.claim(res.locals.tenant, memberOf(res), id, requestLanguage(req, res))));
  });

  const rebateGate = [requireModule('MANUALREBATE'), requireRealAccount()];
  router.get('/wps/rebate', ...rebateGate, validate({ query: apiSchema<LanguageQuery>('promotions', 'LanguageQuery') }), async (req, res) => {
    res.set(noStore).json(ok(await rebate.list(res.locals.tenant, memberOf(res), requestLanguage(req, res))));
  });

  router.post(
    '/wps/rebate/:id/claim',
    ...rebateGate,
    validate({ params: apiSchema<PromotionIdParams>('promotions', 'PromotionIdParams') }),
    async (req, res) => {
      const { id } = inputOf<PromotionIdParams>(res, 'params');
      res.set(noStore).json(ok(await rebate.claim(res.locals.tenant, memberOf(res), id, requestLanguage(req, res))));
    },
  );

  return router;
}
