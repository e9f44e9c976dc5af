// The cashier in the back office (/bo/api/cashier on operator hosts): the lists of deposits to check,
// withdrawals to pay out and disputes, the actions on them, and the receipt and proof images. The
// brand scope and the audit are the cashier service's; the permission and CSRF checks the gate's.
import { Router, type Request, type Response } from 'express';
import type {
  CashierActionParams,
  CashierActionRequest,
  CashierActionValue,
  CashierFileParams,
  CashierListQuery,
  CashierListValue,
  CashierTabParams,
} from '../../../schemas/generated/staff.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { CashierAction, StaffCashierService } from './staff-cashier.service.ts';
import { staffOf, type StaffGate } from './staff-gate.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('staff', name);

/** A reason is required to refuse or to close a dispute: it is what the player and the audit read. */
function noteOf(body: CashierActionRequest): string {
  const note = body.note?.trim() ?? '';
  if (!note) throw new AppError(400, 'staffNoteRequired');
  return note;
}

function actionOf(params: CashierActionParams, body: CashierActionRequest): CashierAction {
  const kind = params.kind === 'deposits' ? 'deposit' : 'withdrawal';
  if (params.action === 'approve') return { kind, action: 'approve' };
  if (params.action === 'reject') return { kind, action: 'reject', note: noteOf(body) };
  if (kind !== 'withdrawal' || !body.outcome) throw new AppError(400, 'badRequest');
  return { kind, action: 'resolve', outcome: body.outcome, note: noteOf(body) };
}

export function staffCashierRoutes(cashier: StaffCashierService, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const ipOf = (req: Request) => visitorOf(req, countryHeader).ip;

  router.get(
    '/bo/api/cashier/:tab',
    gate.signedIn,
    gate.can('cashier.read'),
    validate({ params: schema<CashierTabParams>('CashierTabParams'), query: schema<CashierListQuery>('CashierListQuery') }),
    async (_req, res) => {
      const { tab } = inputOf<CashierTabParams>(res, 'params');
      const { status = 'waiting', page = 1 } = inputOf<CashierListQuery>(res, 'query');
      const list: CashierListValue = { ...(await cashier.list(staffOf(res), tab, status, page)), page };
      res.set(noStore).json(ok(list));
    },
  );

  router.post(
    '/bo/api/cashier/:kind/:tenant/:id/:action',
    gate.signedIn,
    gate.can('cashier.act'),
    gate.sameOrigin,
    validate({ params: schema<CashierActionParams>('CashierActionParams'), body: schema<CashierActionRequest>('CashierActionRequest') }),
    async (req, res) => {
      const params = inputOf<CashierActionParams>(res, 'params');
      const item: CashierActionValue = await cashier.act(
        staffOf(res),
        params.tenant,
        params.id,
        actionOf(params, inputOf<CashierActionRequest>(res)),
        ipOf(req),
      );
      res.set(noStore).json(ok(item));
    },
  );

  router.get(
    '/bo/api/cashier/:kind/:tenant/:id/images/:index',
    gate.signedIn,
    gate.can('cashier.read'),
    validate({ params: schema<CashierFileParams>('CashierFileParams') }),
    async (_req, res) => {
      const { kind, tenant, id, index } = inputOf<CashierFileParams>(res, 'params');
      // A deposit has one receipt; a withdrawal up to three proof images.
      if (kind === 'deposits' && index !== 1) throw new AppError(404, 'notFound');
      const image = await cashier.image(staffOf(res), kind === 'deposits' ? 'deposit' : 'withdrawal', tenant, id, index);
      if (!image) throw new AppError(404, 'notFound');
      res
        .set({ 'Content-Type': image.contentType, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' })
        .send(Buffer.from(image.bytes));
    },
  );

  return router;
}
