// The points mall's redeem requests in the back office (/bo/api/brands/:tenant/loyalty on operator hosts):
// reading needs promotions.read; approving or rejecting an item promotions.write and the gate's same-origin
// proof. The brand scope and the audit line are here, the decision (points and stock back on a rejection) is
// the service's. Names follow the back office's language (x-language: EN or CN). The catalogue and the VIP levels
// themselves (view, create / edit / retire a reward, edit the levels, reset either to the tenant file) are
// LoyaltyEditorService's, under the same permissions.
import { Router, type Request, type Response } from 'express';
import type {
  RetireRequest,
  StaffBrandParams,
  StaffRedeemDecision,
  StaffRedeemParams,
  StaffRedeemQuery,
  StaffRewardParams,
} from '../../../schemas/generated/loyalty.ts';
import type { LoyaltyReward, Vip } from '../../../schemas/generated/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import { assertBrandScope, staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { LoyaltyEditorService } from './loyalty-editor.service.ts';
import type { LoyaltyService } from './loyalty.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('loyalty', name);
const BASE = '/bo/api/brands/:tenant/loyalty';

const staffLanguageOf = (req: Request): string => (String(req.headers['x-language'] ?? '').toUpperCase() === 'CN' ? 'CN' : 'EN');

export function loyaltyAdminRoutes(
  loyalty: LoyaltyService,
  editor: LoyaltyEditorService,
  deps: { tenant(id: string): TenantContext | undefined; accounts: StaffAccountsService; gate: StaffGate; countryHeader?: string },
): Router {
  const router = Router();
  const { gate } = deps;
  const brandOf = (res: Response, tenantId: string): TenantContext => {
    assertBrandScope(staffOf(res), tenantId);
    const tenant = deps.tenant(tenantId);
    if (!tenant) throw new AppError(404, 'notFound');
    return tenant;
  };

  router.get(
    `${BASE}/redeems`,
    gate.signedIn,
    gate.can('promotions.read'),
    validate({ params: schema<StaffBrandParams>('StaffBrandParams'), query: schema<StaffRedeemQuery>('StaffRedeemQuery') }),
    async (req, res) => {
      const tenant = brandOf(res, inputOf<StaffBrandParams>(res, 'params').tenant);
      const { status } = inputOf<StaffRedeemQuery>(res, 'query');
      res.set(noStore).json(ok(await loyalty.queue(tenant, status ?? 'inProcess', staffLanguageOf(req))));
    },
  );

  router.post(
    `${BASE}/redeems/:id/decision`,
    gate.signedIn,
    gate.can('promotions.write'),
    gate.sameOrigin,
    validate({ params: schema<StaffRedeemParams>('StaffRedeemParams'), body: schema<StaffRedeemDecision>('StaffRedeemDecision') }),
    async (req, res) => {
      const { tenant: tenantId, id } = inputOf<StaffRedeemParams>(res, 'params');
      const tenant = brandOf(res, tenantId);
      const { decision, note } = inputOf<StaffRedeemDecision>(res);
      const session = staffOf(res);
      const decided = await loyalty.decide(tenant, id, decision, session.username, note?.trim() || null, staffLanguageOf(req));
      await deps.accounts.record(
        { session, ip: visitorOf(req, deps.countryHeader).ip },
        {
          action: `loyalty.redeem.${decision === 'approved' ? 'approve' : 'reject'}`,
          tenantId: tenant.id,
          subject: `redeem ${id}`,
          ...(note?.trim() ? { note: note.trim() } : {}),
          detail: { redeemId: id, rewardId: decided.rewardId, points: decided.points },
        },
      );
      res.set(noStore).json(ok(decided));
    },
  );

  const read = [gate.signedIn, gate.can('promotions.read')];
  const write = [gate.signedIn, gate.can('promotions.write'), gate.sameOrigin];
  const brand = schema<StaffBrandParams>('StaffBrandParams');
  const rewardParams = schema<StaffRewardParams>('StaffRewardParams');
  const rewardBody = schema<LoyaltyReward>('RewardInput');
  const actorOf = (req: Request, res: Response) => ({ session: staffOf(res), ip: visitorOf(req, deps.countryHeader).ip });
  const tenantOf = (res: Response) => inputOf<StaffBrandParams>(res, 'params').tenant;
  const rewardOf = (res: Response) => inputOf<StaffRewardParams>(res, 'params');
  const send = async (res: Response, value: Promise<unknown>) => void res.set(noStore).json(ok(await value));

  router.get(`${BASE}/catalogue`, ...read, validate({ params: brand }), async (req, res) =>
    send(res, editor.view(actorOf(req, res), tenantOf(res), staffLanguageOf(req))),
  );
  router.post(`${BASE}/rewards`, ...write, validate({ params: brand, body: rewardBody }), async (req, res) =>
    send(res, editor.createReward(actorOf(req, res), tenantOf(res), inputOf<LoyaltyReward>(res), staffLanguageOf(req))),
  );
  router.put(`${BASE}/rewards/:rewardId`, ...write, validate({ params: rewardParams, body: rewardBody }), async (req, res) =>
    send(res, editor.updateReward(actorOf(req, res), rewardOf(res).tenant, rewardOf(res).rewardId, inputOf<LoyaltyReward>(res), staffLanguageOf(req))),
  );
  router.post(
    `${BASE}/rewards/:rewardId/retire`,
    ...write,
    validate({ params: rewardParams, body: schema<RetireRequest>('RetireRequest') }),
    async (req, res) =>
      send(
        res,
        editor.retireReward(actorOf(req, res), rewardOf(res).tenant, rewardOf(res).rewardId, inputOf<RetireRequest>(res).retired, staffLanguageOf(req)),
      ),
  );
  router.delete(`${BASE}/rewards`, ...write, validate({ params: brand }), async (req, res) =>
    send(res, editor.reset(actorOf(req, res), tenantOf(res), 'rewards', staffLanguageOf(req))),
  );
  router.put(`${BASE}/vip`, ...write, validate({ params: brand, body: schema<Vip>('VipInput') }), async (req, res) =>
    send(res, editor.setVip(actorOf(req, res), tenantOf(res), inputOf<Vip>(res), staffLanguageOf(req))),
  );
  router.delete(`${BASE}/vip`, ...write, validate({ params: brand }), async (req, res) =>
    send(res, editor.reset(actorOf(req, res), tenantOf(res), 'vip', staffLanguageOf(req))),
  );

  return router;
}
