// The agent centre's API (spec §2 "Agent centre", §3, §4, §7; issue 17) — module AGENTCENTRE, a signed-in
// agent of this brand (types 1, 2, 41, 42 whose agent-centre rule is on; a trial account gets
// in_need_true_account, a player 403 notAgent): team overview, team list, team betting, account details, user loss, invitation, registering a
// downline, contracts (offer, decide, pages), income, the consolidated contract flags and the §7 relays
// MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary and
// MCSFE_processRealTimeSalaryContract.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type {
  ContractPageQuery,
  DecideBody,
  OfferBody,
  PageQuery,
  RangeQuery,
  RegisterDownlineBody,
  RelayBody,
  TeamBetQuery,
  TeamQuery,
  TeamTransactionQuery,
} from '../../../schemas/generated/agents.ts';
import { ok } from '../../http/envelope.ts';
import { requireModule } from '../../http/require-module.ts';
import { markHandler } from '../../http/route-meta.ts';
import { requireSession, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { ContractKind } from './agents.table.ts';
import { assertAgent, type AgentsService } from './agents.service.ts';
import { KIND_MODULE } from './contract-rules.ts';

const noStore = { 'Cache-Control': 'no-store' };
const schema = <T>(name: string) => apiSchema<T>('agents', name);
const inputOf = <T>(res: Response, part: 'body' | 'query' = 'body'): T => res.locals.input![part] as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;

const agentOnly: RequestHandler = markHandler((_req, res, next) => {
  try {
    assertAgent(res.locals.tenant, sessionOf(res)!.type);
    next();
  } catch (err) {
    next(err);
  }
}, {});

const RELAYS: ReadonlyArray<[string, ContractKind]> = [
  ['/wps/relay/MCS2_processDividendReq', 'dividend'],
  ['/wps/relay/MCS2_processDailySalContract', 'dailyWages'],
  ['/wps/relay/MCS2_processContractHourSalary', 'hourlySalary'],
  ['/wps/relay/MCSFE_processRealTimeSalaryContract', 'realTimeSalary'],
];

export function agentsRoutes(agents: AgentsService): Router {
  const router = Router();
  const agent = [requireModule('AGENTCENTRE'), requireSession(), agentOnly];
  const range = (res: Response) => {
    const q = inputOf<RangeQuery>(res, 'query');
    return [q.range ?? 'today', q.from && q.to ? { from: q.from, to: q.to } : undefined] as const;
  };

  router.get('/wps/agent/team/overview', ...agent, validate({ query: schema<RangeQuery>('RangeQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await agents.overview(res.locals.tenant, memberOf(res), ...range(res))));
  });

  router.get('/wps/agent/team/loss', ...agent, validate({ query: schema<RangeQuery>('RangeQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await agents.userLoss(res.locals.tenant, memberOf(res), ...range(res))));
  });

  router.get('/wps/agent/team/members', ...agent, validate({ query: schema<TeamQuery>('TeamQuery') }), async (_req, res) => {
    const { search, level, page = 1, size = 15 } = inputOf<TeamQuery>(res, 'query');
    res.set(noStore).json(ok(await agents.team(res.locals.tenant, memberOf(res), { search, level, page, size })));
  });

  router.get('/wps/agent/team/bets', ...agent, validate({ query: schema<TeamBetQuery>('TeamBetQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await agents.teamBets(res.locals.tenant, memberOf(res), inputOf<TeamBetQuery>(res, 'query'))));
  });

  router.get('/wps/agent/team/transactions', ...agent, validate({ query: schema<TeamTransactionQuery>('TeamTransactionQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await agents.teamTransactions(res.locals.tenant, memberOf(res), inputOf<TeamTransactionQuery>(res, 'query'))));
  });

  router.post('/wps/agent/team/register', ...agent, validate({ body: schema<RegisterDownlineBody>('RegisterDownlineBody') }), async (_req, res) => {
    const { account, password, type } = inputOf<RegisterDownlineBody>(res);
    res.set(noStore).json(ok(await agents.registerDownline(res.locals.tenant, memberOf(res), { account, password, type })));
  });

  router.get('/wps/agent/invitation', ...agent, validate({ query: schema<PageQuery>('PageQuery') }), async (req: Request, res) => {
    res.set(noStore).json(ok(await agents.invitation(res.locals.tenant, memberOf(res), `${req.protocol}://${req.get('host')}`)));
  });

  router.get('/wps/agent/contracts', ...agent, validate({ query: schema<PageQuery>('PageQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await agents.contracts(res.locals.tenant, memberOf(res))));
  });

  router.get('/wps/agent/contracts/consolidated', ...agent, validate({ query: schema<PageQuery>('PageQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await agents.consolidated(res.locals.tenant, memberOf(res))));
  });

  router.post('/wps/agent/contracts', ...agent, validate({ body: schema<OfferBody>('OfferBody') }), async (_req, res) => {
    const { downline, kind, period, tiers } = inputOf<OfferBody>(res);
    res.set(noStore).json(ok(await agents.offer(res.locals.tenant, memberOf(res), { downline, kind, period, tiers })));
  });

  router.post('/wps/agent/contracts/decide', ...agent, validate({ body: schema<DecideBody>('DecideBody') }), async (_req, res) => {
    const { contractId, action } = inputOf<DecideBody>(res);
    res.set(noStore).json(ok(await agents.decide(res.locals.tenant, memberOf(res), contractId, action)));
  });

  router.get('/wps/agent/contracts/page', ...agent, validate({ query: schema<ContractPageQuery>('ContractPageQuery') }), async (_req, res) => {
    const { kind, page = 1, size = 15 } = inputOf<ContractPageQuery>(res, 'query');
    res.set(noStore).json(ok(await agents.contractPage(res.locals.tenant, memberOf(res), kind, page, size)));
  });

  router.get('/wps/agent/income', ...agent, validate({ query: schema<PageQuery>('PageQuery') }), async (_req, res) => {
    const { page = 1, size = 15 } = inputOf<PageQuery>(res, 'query');
    res.set(noStore).json(ok(await agents.income(res.locals.tenant, memberOf(res), page, size)));
  });

  for (const [path, kind] of RELAYS) {
    router.post(path, requireModule(KIND_MODULE[kind]), ...agent, validate({ body: schema<RelayBody>('RelayBody') }), async (_req, res) => {
      const { contractId, action } = inputOf<RelayBody>(res);
      const tenant = res.locals.tenant;
      const id = contractId ?? (await agents.pendingOffer(tenant, memberOf(res), kind));
      res.set(noStore).json(ok(await agents.decide(tenant, memberOf(res), id, action, kind)));
    });
  }

  return router;
}
