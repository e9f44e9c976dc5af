// The live feature tree in the back office (/bo/api on operator hosts): read a brand's tree, switch a
// module (or hand it back to the file), decide a change waiting for a second approver, revert an audited
// change. Permissions: features.read to see, features.write to change, features.approve to approve
// (checked by the service, which also knows the requester); the brand scope is the service's.
import { Router, type Request, type Response } from 'express';
import type {
  AuditIdParams,
  BrandParams,
  FeatureChangeRequest,
  FeatureDecisionRequest,
  FeatureParams,
  FeatureRequestParams,
  RevertRequest,
} from '../../../schemas/generated/staff.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import type { FeatureTreeService } from './feature-tree.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('staff', name);

export function featureTreeRoutes(features: FeatureTreeService, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });

  router.get(
    '/bo/api/brands/:tenant/features',
    gate.signedIn,
    gate.can('features.read'),
    validate({ params: schema<BrandParams>('BrandParams') }),
    async (req, res) => {
      res.set(noStore).json(ok(await features.tree(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant)));
    },
  );

  router.put(
    '/bo/api/brands/:tenant/features/:modId',
    gate.signedIn,
    gate.can('features.write'),
    gate.sameOrigin,
    validate({ params: schema<FeatureParams>('FeatureParams'), body: schema<FeatureChangeRequest>('FeatureChangeRequest') }),
    async (req, res) => {
      const { tenant, modId } = inputOf<FeatureParams>(res, 'params');
      const { enabled, reason } = inputOf<FeatureChangeRequest>(res);
      res.set(noStore).json(ok(await features.change(actorOf(req, res), tenant, modId, enabled, reason.trim())));
    },
  );

  // A waiting change (four-eyes brands): an approver decides it, or its requester withdraws it; the
  // service tells the two apart, so the gate asks only for the right to change features at all.
  router.post(
    '/bo/api/brands/:tenant/features/requests/:id',
    gate.signedIn,
    gate.can('features.write'),
    gate.sameOrigin,
    validate({ params: schema<FeatureRequestParams>('FeatureRequestParams'), body: schema<FeatureDecisionRequest>('FeatureDecisionRequest') }),
    async (req, res) => {
      const { tenant, id } = inputOf<FeatureRequestParams>(res, 'params');
      const { decision, reason } = inputOf<FeatureDecisionRequest>(res);
      res.set(noStore).json(ok(await features.decide(actorOf(req, res), tenant, id, decision, reason.trim())));
    },
  );

  router.post(
    '/bo/api/audit/:id/revert',
    gate.signedIn,
    gate.can('features.write'),
    gate.sameOrigin,
    validate({ params: schema<AuditIdParams>('AuditIdParams'), body: schema<RevertRequest>('RevertRequest') }),
    async (req, res) => {
      const { id } = inputOf<AuditIdParams>(res, 'params');
      res.set(noStore).json(ok(await features.revert(actorOf(req, res), id, inputOf<RevertRequest>(res).reason.trim())));
    },
  );

  return router;
}
