// The promotions pages of the back office (/bo/api/brands/:tenant/promotions on operator hosts): reads need
// promotions.read; decisions and cancellations promotions.write and the gate's same-origin proof. The brand
// scope and the audit are the service's.
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
} from '../../../schemas/generated/promotion-admin.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { PromotionAdminService } from './promotion-admin.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('promotion-admin', name);
const BASE = '/bo/api/brands/:tenant/promotions';

export function promotionAdminRoutes(admin: PromotionAdminService, gate: StaffGate, countryHeader?: string): Router {
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
      res.set(noStore).json(ok(await admin.applications(actorOf(req, res), tenant, inputOf<ApplicationListQuery>(res, 'query'))));
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
      res.set(noStore).json(ok(await admin.decide(actorOf(req, res), tenant, id, inputOf<ApplicationDecision>(res))));
    },
  );

  router.get(
    `${BASE}/grants`,
    ...read,
    validate({ params: schema<BrandParams>('BrandParams'), query: schema<GrantListQuery>('GrantListQuery') }),
    async (req, res) => {
      const { tenant } = inputOf<BrandParams>(res, 'params');
      res.set(noStore).json(ok(await admin.grants(actorOf(req, res), tenant, inputOf<GrantListQuery>(res, 'query'))));
    },
  );

  router.get(
    `${BASE}/bonuses`,
    ...read,
    validate({ params: schema<BrandParams>('BrandParams'), query: schema<BonusListQuery>('BonusListQuery') }),
    async (req, res) => {
      const { tenant } = inputOf<BrandParams>(res, 'params');
      res.set(noStore).json(ok(await admin.bonuses(actorOf(req, res), tenant, inputOf<BonusListQuery>(res, 'query'))));
    },
  );

  router.post(
    `${BASE}/bonuses/:id/cancel`,
    ...write,
    validate({ params: schema<ItemParams>('ItemParams'), body: schema<BonusCancelRequest>('BonusCancelRequest') }),
    async (req, res) => {
      const { tenant, id } = inputOf<ItemParams>(res, 'params');
      res.set(noStore).json(ok(await admin.cancelBonus(actorOf(req, res), tenant, id, inputOf<BonusCancelRequest>(res))));
    },
  );

  return router;
}
