// Responsible gaming, exclusion half — the member's own (real accounts of this brand):
//   GET  /wps/member/responsible-gaming                 state, settings and the brand's choices
//   POST /wps/member/responsible-gaming/exclusion       take a time-out or self-exclusion (ends every session)
//   POST /wps/member/responsible-gaming/exclusion/lift  ask to lift a self-exclusion whose end has passed
//   PUT  /wps/member/responsible-gaming/settings        reality-check interval, session time limit
//   GET  /wps/member/responsible-gaming/session         this session's time, stakes and net result
// and the back office (operator hosts): GET/POST /bo/api/brands/:tenant/players/:id/exclusions.
import { Router, type Request, type Response } from 'express';
import type { ExclusionRequest, SettingsRequest, StaffExclusionRequest } from '../../../schemas/generated/exclusion.ts';
import type { PlayerParams } from '../../../schemas/generated/player-admin.ts';
import { ok } from '../../http/envelope.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { ExclusionService } from './exclusion.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const schema = <T>(name: string) => apiSchema<T>('exclusion', name);
const inputOf = <T>(res: Response, part: 'body' | 'params' = 'body'): T => res.locals.input![part] as T;

export function exclusionRoutes(
  service: ExclusionService,
  sessions: { tightenRequestSession(res: Response, minutes: number): Promise<number | undefined> },
): Router {
  const router = Router();
  const member = requireRealAccount();

  router.get('/wps/member/responsible-gaming', member, async (_req, res) => {
    res.set(noStore).json(ok(await service.state(res.locals.tenant, sessionOf(res)!)));
  });

  router.post('/wps/member/responsible-gaming/exclusion', member, validate({ body: schema<ExclusionRequest>('ExclusionRequest') }), async (_req, res) => {
    res.set(noStore).json(ok(await service.exclude(res.locals.tenant, sessionOf(res)!.memberId, inputOf<ExclusionRequest>(res))));
  });

  router.post('/wps/member/responsible-gaming/exclusion/lift', member, async (_req, res) => {
    res.set(noStore).json(ok(await service.requestLift(res.locals.tenant, sessionOf(res)!.memberId)));
  });

  router.put('/wps/member/responsible-gaming/settings', member, validate({ body: schema<SettingsRequest>('SettingsRequest') }), async (_req, res) => {
    const tighten = (minutes: number) => sessions.tightenRequestSession(res, minutes);
    res.set(noStore).json(ok(await service.saveSettings(res.locals.tenant, sessionOf(res)!, inputOf<SettingsRequest>(res), tighten)));
  });

  router.get('/wps/member/responsible-gaming/session', member, async (_req, res) => {
    res.set(noStore).json(ok(await service.sessionSummary(res.locals.tenant, sessionOf(res)!)));
  });

  return router;
}

const PLAYER_EXCLUSIONS = '/bo/api/brands/:tenant/players/:id/exclusions';

export function exclusionStaffRoutes(service: ExclusionService, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });
  const params = apiSchema<PlayerParams>('player-admin', 'PlayerParams');

  router.get(PLAYER_EXCLUSIONS, gate.signedIn, gate.can('players.read'), validate({ params }), async (req, res) => {
    const { tenant, id } = inputOf<PlayerParams>(res, 'params');
    res.set(noStore).json(ok(await service.staffView(actorOf(req, res), tenant, id)));
  });

  router.post(
    PLAYER_EXCLUSIONS,
    gate.signedIn,
    gate.can('players.write'),
    gate.sameOrigin,
    validate({ params, body: schema<StaffExclusionRequest>('StaffExclusionRequest') }),
    async (req, res) => {
      const { tenant, id } = inputOf<PlayerParams>(res, 'params');
      res.set(noStore).json(ok(await service.staffExclude(actorOf(req, res), tenant, id, inputOf<StaffExclusionRequest>(res))));
    },
  );

  return router;
}
