// The back office's agent pages (operator hosts; issue 17 follow-up): GET /bo/api/brands/:tenant/agents and
// GET …/agents/payouts (agents.read: the agent manager, admin, auditor), POST …/agents/contracts/:id/terminate and
// POST …/agents/payouts/retry (agents.write, same origin). The brand must be in the member of staff's scope.
import { Router, type Request, type Response } from 'express';
import type { StaffAgentsQuery, StaffBrandParams, StaffContractParams, StaffPayoutsQuery, StaffRetryBody } from '../../../schemas/generated/agents.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { AgentsStaffService } from './agents-staff.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const schema = <T>(name: string) => apiSchema<T>('agents', name);
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const BASE = '/bo/api/brands/:tenant/agents';

export function agentsStaffRoutes(service: AgentsStaffService, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });
  const tenantOf = (res: Response) => inputOf<StaffBrandParams>(res, 'params').tenant;

  router.get(
    BASE,
    gate.signedIn,
    gate.can('agents.read'),
    validate({ params: schema<StaffBrandParams>('StaffBrandParams'), query: schema<StaffAgentsQuery>('StaffAgentsQuery') }),
    async (req, res) => {
      res.set(noStore).json(ok(await service.agents(actorOf(req, res), tenantOf(res), inputOf<StaffAgentsQuery>(res, 'query'))));
    },
  );

  router.get(
    `${BASE}/payouts`,
    gate.signedIn,
    gate.can('agents.read'),
    validate({ params: schema<StaffBrandParams>('StaffBrandParams'), query: schema<StaffPayoutsQuery>('StaffPayoutsQuery') }),
    async (req, res) => {
      res.set(noStore).json(ok(await service.payouts(actorOf(req, res), tenantOf(res), inputOf<StaffPayoutsQuery>(res, 'query'))));
    },
  );

  router.post(
    `${BASE}/contracts/:id/terminate`,
    gate.signedIn,
    gate.can('agents.write'),
    gate.sameOrigin,
    validate({ params: schema<StaffContractParams>('StaffContractParams') }),
    async (req, res) => {
      const { tenant, id } = inputOf<StaffContractParams>(res, 'params');
      res.set(noStore).json(ok(await service.terminate(actorOf(req, res), tenant, id)));
    },
  );

  router.post(
    `${BASE}/payouts/retry`,
    gate.signedIn,
    gate.can('agents.write'),
    gate.sameOrigin,
    validate({ params: schema<StaffBrandParams>('StaffBrandParams'), body: schema<StaffRetryBody>('StaffRetryBody') }),
    async (req, res) => {
      res.set(noStore).json(ok(await service.retry(actorOf(req, res), tenantOf(res), inputOf<StaffRetryBody>(res))));
    },
  );

  return router;
}
