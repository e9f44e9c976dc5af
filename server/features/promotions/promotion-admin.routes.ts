// The promotions pages of the back office (/bo/api/brands/:tenant/promotions on operator hosts): reads need
// promotions.read; decisions and cancellations promotions.write and the gate's same-origin proof. The brand
// scope and the audit are the service's. The promotions themselves (list, create, edit, pause/resume, end,
// order, reset to the tenant file) are PromotionEditorService's, under the same permissions. Titles follow the
// back office's language (x-language: EN or CN).
import { Router, type Request, type Response } from 'express';
import type {
  ApplicationDecision,
  ApplicationListQuery,
  BonusCancelRequest,
  BonusListQuery,
  BrandParams,
  GrantListQuery,
  ImageParams,
  ItemParams,
  PromotionItemParams,
  PromotionOrderRequest,
  PromotionPauseRequest,
} from '../../../schemas/generated/promotion-admin.ts';
import type { Promotion } from '../../../schemas/generated/tenant.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { PromotionAdminService } from './promotion-admin.service.ts';
import type { PromotionEditorService } from './promotion-editor.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('promotion-admin', name);
const BASE = '/bo/api/brands/:tenant/promotions';
const STAFF_LANGUAGES = new Set(['EN', 'CN']);

/** The back office's language (its x-language header): EN or CN, else EN. */
export function staffLanguageOf(req: Request): string {
  const header = req.headers['x-language'];
  const code = typeof header === 'string' ? header.trim().toUpperCase() : '';
  return STAFF_LANGUAGES.has(code) ? code : 'EN';
}

export function promotionAdminRoutes(admin: PromotionAdminService, editor: PromotionEditorService, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });
  const read = [gate.signedIn, gate.can('promotions.read')];
  const write = [gate.signedIn, gate.can('promotions.write'), gate.sameOrigin];

  router.get(
    `${BASE}/applications`,
    ...read,
    validate({ params: schema<BrandParams>('BrandParams'), query: schema<ApplicationListQuery>('ApplicationListQuery') }),
    async (req, res) => {
      const { tenant } = inputOf<BrandParams>(res, 'params');
      res.set(noStore).json(ok(await admin.applications(actorOf(req, res), tenant, inputOf<ApplicationListQuery>(res, 'query'), staffLanguageOf(req))));
    },
  );

  router.get(`${BASE}/applications/:id/images/:position`, ...read, validate({ params: schema<ImageParams>('ImageParams') }), async (req, res) => {
    const { tenant, id, position } = inputOf<ImageParams>(res, 'params');
    const image = await admin.applicationImage(actorOf(req, res), tenant, id, position);
    res
      .set({ 'Content-Type': image.contentType, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' })
      .send(Buffer.from(image.bytes));
  });

  router.post(
    `${BASE}/applications/:id`,
    ...write,
    validate({ params: schema<ItemParams>('ItemParams'), body: schema<ApplicationDecision>('ApplicationDecision') }),
    async (req, res) => {
      const { tenant, id } = inputOf<ItemParams>(res, 'params');
      res.set(noStore).json(ok(await admin.decide(actorOf(req, res), tenant, id, inputOf<ApplicationDecision>(res), staffLanguageOf(req))));
    },
  );

  router.get(
    `${BASE}/grants`,
    ...read,
    validate({ params: schema<BrandParams>('BrandParams'), query: schema<GrantListQuery>('GrantListQuery') }),
    async (req, res) => {
      const { tenant } = inputOf<BrandParams>(res, 'params');
      res.set(noStore).json(ok(await admin.grants(actorOf(req, res), tenant, inputOf<GrantListQuery>(res, 'query'), staffLanguageOf(req))));
    },
  );

  router.get(
    `${BASE}/bonuses`,
    ...read,
    validate({ params: schema<BrandParams>('BrandParams'), query: schema<BonusListQuery>('BonusListQuery') }),
    async (req, res) => {
      const { tenant } = inputOf<BrandParams>(res, 'params');
      res.set(noStore).json(ok(await admin.bonuses(actorOf(req, res), tenant, inputOf<BonusListQuery>(res, 'query'), staffLanguageOf(req))));
    },
  );

  router.post(
    `${BASE}/bonuses/:id/cancel`,
    ...write,
    validate({ params: schema<ItemParams>('ItemParams'), body: schema<BonusCancelRequest>('BonusCancelRequest') }),
    async (req, res) => {
      const { tenant, id } = inputOf<ItemParams>(res, 'params');
      res.set(noStore).json(ok(await admin.cancelBonus(actorOf(req, res), tenant, id, inputOf<BonusCancelRequest>(res), staffLanguageOf(req))));
    },
  );

  const brand = schema<BrandParams>('BrandParams');
  const item = schema<PromotionItemParams>('PromotionItemParams');
  const body = schema<Promotion>('PromotionInput');
  const send = async (res: Response, value: Promise<unknown>) => void res.set(noStore).json(ok(await value));
  const itemOf = (res: Response) => inputOf<PromotionItemParams>(res, 'params');

  router.get(`${BASE}/items`, ...read, validate({ params: brand }), async (req, res) =>
    send(res, editor.view(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant, staffLanguageOf(req))),
  );
  router.post(`${BASE}/items`, ...write, validate({ params: brand, body }), async (req, res) =>
    send(res, editor.create(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant, inputOf<Promotion>(res), staffLanguageOf(req))),
  );
  router.put(`${BASE}/items/:promotionId`, ...write, validate({ params: item, body }), async (req, res) =>
    send(res, editor.update(actorOf(req, res), itemOf(res).tenant, itemOf(res).promotionId, inputOf<Promotion>(res), staffLanguageOf(req))),
  );
  router.post(
    `${BASE}/items/:promotionId/pause`,
    ...write,
    validate({ params: item, body: schema<PromotionPauseRequest>('PromotionPauseRequest') }),
    async (req, res) =>
      send(
        res,
        editor.setPaused(actorOf(req, res), itemOf(res).tenant, itemOf(res).promotionId, inputOf<PromotionPauseRequest>(res).paused, staffLanguageOf(req)),
      ),
  );
  router.post(`${BASE}/items/:promotionId/end`, ...write, validate({ params: item }), async (req, res) =>
    send(res, editor.end(actorOf(req, res), itemOf(res).tenant, itemOf(res).promotionId, staffLanguageOf(req))),
  );
  router.put(`${BASE}/item-order`, ...write, validate({ params: brand, body: schema<PromotionOrderRequest>('PromotionOrderRequest') }), async (req, res) =>
    send(res, editor.order(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant, inputOf<PromotionOrderRequest>(res).ids, staffLanguageOf(req))),
  );
  router.delete(`${BASE}/items`, ...write, validate({ params: brand }), async (req, res) =>
    send(res, editor.reset(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant, staffLanguageOf(req))),
  );

  return router;
}
