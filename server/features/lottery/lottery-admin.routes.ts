// The lottery's draws in the back office (/bo/api/brands/:tenant/lottery on operator hosts): lottery.read lists
// a game's draws with their state and figures; lottery.write (and the gate's same-origin proof) cancels a draw
// not yet drawn, which refunds every ticket once through the seamless rollback. The brand scope and the audit
// line are here; the cancellation is the provider's.
import { Router, type Request, type Response } from 'express';
import type { StaffBrandParams, StaffDrawParams, StaffDrawsQuery } from '../../../schemas/generated/lottery.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import { assertBrandScope, staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { LotteryService } from './lottery.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('lottery', name);
const BASE = '/bo/api/brands/:tenant/lottery';

const staffLanguageOf = (req: Request) => (String(req.headers['x-language'] ?? '').toUpperCase() === 'CN' ? 'CN' : 'EN');

export function lotteryAdminRoutes(
  lottery: LotteryService,
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
    `${BASE}/draws`,
    gate.signedIn,
    gate.can('lottery.read'),
    validate({ params: schema<StaffBrandParams>('StaffBrandParams'), query: schema<StaffDrawsQuery>('StaffDrawsQuery') }),
    async (req, res) => {
      const tenant = brandOf(res, inputOf<StaffBrandParams>(res, 'params').tenant);
      const q = inputOf<StaffDrawsQuery>(res, 'query');
      res.set(noStore).json(ok(await lottery.staffDraws(tenant, staffLanguageOf(req), q.gameCode, { count: q.count ?? 50, page: q.page ?? 1 }, q.state)));
    },
  );

  router.post(
    `${BASE}/draws/:gameCode/:numero/cancel`,
    gate.signedIn,
    gate.can('lottery.write'),
    gate.sameOrigin,
    validate({ params: schema<StaffDrawParams>('StaffDrawParams') }),
    async (req, res) => {
      const { tenant: tenantId, gameCode, numero } = inputOf<StaffDrawParams>(res, 'params');
      const tenant = brandOf(res, tenantId);
      const cancelled = await lottery.cancelDraw(tenant, gameCode, numero);
      await deps.accounts.record(
        { session: staffOf(res), ip: visitorOf(req, deps.countryHeader).ip },
        { action: 'lottery.draw.cancel', tenantId: tenant.id, subject: `draw ${gameCode} ${numero}`, detail: { gameCode, numero, slips: cancelled.slips } },
      );
      res.set(noStore).json(ok(cancelled));
    },
  );

  return router;
}
