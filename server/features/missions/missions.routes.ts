// Missions for players (issue 20; spec §7) — module MISSION. Every endpoint needs a real account of this tenant.
import { Router, type Request, type Response } from 'express';
import type { ClaimRequest, LanguageQuery, RetireRequest, StaffBrandParams, StaffMissionParams } from '../../../schemas/generated/missions.ts';
import type { Mission } from '../../../schemas/generated/tenant.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { MissionEditorService } from './mission-editor.service.ts';
import type { MissionsService } from './missions.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const memberOf = (res: Response) => sessionOf(res)!.memberId;
const schema = <T>(name: string) => apiSchema<T>('missions', name);

export function missionsRoutes(missions: MissionsService, now: () => Date): Router {
  const router = Router();
  const member = [requireModule('MISSION'), requireRealAccount()];
  const language = validate({ query: schema<LanguageQuery>('LanguageQuery') });

  router.get('/wps/relay/MCSFE_getMissionSummaryDetails', ...member, language, async (req, res) => {
    res.set(noStore).json(ok(await missions.summary(res.locals.tenant, memberOf(res), requestLanguage(req, res), now())));
  });

  router.get('/wps/relay/MCSFE_getMissionLeaderboard', ...member, async (_req, res) => {
    res.set(noStore).json(ok(await missions.leaderboard(res.locals.tenant, now())));
  });

  router.post('/wps/relay/MCSFE_claimMission', ...member, validate({ body: schema<ClaimRequest>('ClaimRequest') }), async (req, res) => {
    const { missionId } = res.locals.input!.body as ClaimRequest;
    res.set(noStore).json(ok(await missions.claim(res.locals.tenant, memberOf(res), missionId, requestLanguage(req, res), now())));
  });

  return router;
}

/**
 * The back office's missions editor (/bo/api/brands/:tenant/missions on operator hosts): reading needs
 * promotions.read, changing promotions.write and the gate's same-origin proof (the marketing role); the brand
 * scope and the audit are the editor's. Names follow the back office's language (x-language: EN or CN).
 */
export function missionAdminRoutes(editor: MissionEditorService, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const BASE = '/bo/api/brands/:tenant/missions';
  const read = [gate.signedIn, gate.can('promotions.read')];
  const write = [gate.signedIn, gate.can('promotions.write'), gate.sameOrigin];
  const brand = schema<StaffBrandParams>('StaffBrandParams');
  const item = schema<StaffMissionParams>('StaffMissionParams');
  const body = schema<Mission>('MissionInput');
  const input = <T>(res: Response, part: 'body' | 'params' = 'body') => res.locals.input![part] as T;
  const actorOf = (req: Request, res: Response) => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });
  const tenantOf = (res: Response) => input<StaffBrandParams>(res, 'params').tenant;
  const itemOf = (res: Response) => input<StaffMissionParams>(res, 'params');
  const language = (req: Request) => (String(req.headers['x-language'] ?? '').toUpperCase() === 'CN' ? 'CN' : 'EN');
  const send = async (res: Response, value: Promise<unknown>) => void res.set(noStore).json(ok(await value));

  router.get(`${BASE}/items`, ...read, validate({ params: brand }), async (req, res) =>
    send(res, editor.view(actorOf(req, res), tenantOf(res), language(req))),
  );
  router.post(`${BASE}/items`, ...write, validate({ params: brand, body }), async (req, res) =>
    send(res, editor.create(actorOf(req, res), tenantOf(res), input<Mission>(res), language(req))),
  );
  router.put(`${BASE}/items/:missionId`, ...write, validate({ params: item, body }), async (req, res) =>
    send(res, editor.update(actorOf(req, res), itemOf(res).tenant, itemOf(res).missionId, input<Mission>(res), language(req))),
  );
  router.post(`${BASE}/items/:missionId/retire`, ...write, validate({ params: item, body: schema<RetireRequest>('RetireRequest') }), async (req, res) =>
    send(res, editor.retire(actorOf(req, res), itemOf(res).tenant, itemOf(res).missionId, input<RetireRequest>(res).retired, language(req))),
  );
  router.delete(`${BASE}/items`, ...write, validate({ params: brand }), async (req, res) =>
    send(res, editor.reset(actorOf(req, res), tenantOf(res), language(req))),
  );
  return router;
}
