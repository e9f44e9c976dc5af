// Agent recruitment — module JOIN. The member's own application (a real account of this brand):
// GET and POST /wps/agent-recruitment/application. The back office (operator hosts):
// GET /bo/api/brands/:tenant/agent-applications (agents.read) and POST …/:id/decision (agents.write, same origin).
import { Router, type Request, type Response } from 'express';
import type {
  ApplicationRequest,
  BrandParams,
  DecisionRequest,
  ItemParams,
  LanguageQuery,
  StaffListQuery,
} from '../../../schemas/generated/agent-recruitment.ts';
import { ok } from '../../http/envelope.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { AgentRecruitmentService } from './agent-recruitment.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const schema = <T>(name: string) => apiSchema<T>('agent-recruitment', name);
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const PATH = '/wps/agent-recruitment/application';

export function agentRecruitmentRoutes(service: AgentRecruitmentService): Router {
  const router = Router();
  const member = [requireModule('JOIN'), requireRealAccount()];

  router.get(PATH, ...member, validate({ query: schema<LanguageQuery>('LanguageQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await service.mine(res.locals.tenant.id, sessionOf(res)!.memberId)));
  });

  router.post(PATH, ...member, validate({ body: schema<ApplicationRequest>('ApplicationRequest') }), async (_req, res) => {
    res.set(noStore).json(ok(await service.apply(res.locals.tenant.id, sessionOf(res)!.memberId, inputOf<ApplicationRequest>(res))));
  });

  return router;
}

const BASE = '/bo/api/brands/:tenant/agent-applications';

export function agentApplicationAdminRoutes(service: AgentRecruitmentService, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });

  router.get(
    BASE,
    gate.signedIn,
    gate.can('agents.read'),
    validate({ params: schema<BrandParams>('BrandParams'), query: schema<StaffListQuery>('StaffListQuery') }),
    async (req, res) => {
      res.set(noStore).json(ok(await service.list(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant, inputOf<StaffListQuery>(res, 'query'))));
    },
  );

  router.post(
    `${BASE}/:id/decision`,
    gate.signedIn,
    gate.can('agents.write'),
    gate.sameOrigin,
    validate({ params: schema<ItemParams>('ItemParams'), body: schema<DecisionRequest>('DecisionRequest') }),
    async (req, res) => {
      const { tenant, id } = inputOf<ItemParams>(res, 'params');
      res.set(noStore).json(ok(await service.decide(actorOf(req, res), tenant, id, inputOf<DecisionRequest>(res))));
    },
  );

  return router;
}
