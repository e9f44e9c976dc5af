// The players pages of the back office (/bo/api/brands/:tenant/players on operator hosts): search, a
// player's page and its lists (players.read), the actions (players.write) and balance adjustments
// (players.adjustBalance). Writes also need the gate's same-origin proof. The brand scope and the
// audit are the services'.
import { Router, type Request, type Response } from 'express';
import type {
  AdjustRequest,
  NoteRequest,
  PlayerListQuery,
  PlayerParams,
  PlayerSearchQuery,
  ReasonRequest,
  ResetRequest,
  StatusRequest,
} from '../../../schemas/generated/player-admin.ts';
import type { BrandParams } from '../../../schemas/generated/staff.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { BalanceAdjustmentService } from './balance-adjustment.service.ts';
import type { PlayerActionsService } from './player-actions.service.ts';
import type { PlayerAdminService } from './player-admin.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('player-admin', name);
const PLAYER = '/bo/api/brands/:tenant/players/:id';

export interface PlayerAdminRouteDeps {
  reads: PlayerAdminService;
  actions: PlayerActionsService;
  adjustments: BalanceAdjustmentService;
  gate: StaffGate;
  countryHeader?: string;
}

type ListName = 'ledger' | 'deposits' | 'withdrawals' | 'bets' | 'logins' | 'notes';

export function playerAdminRoutes({ reads, actions, adjustments, gate, countryHeader }: PlayerAdminRouteDeps): Router {
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });
  const playerOf = (res: Response) => inputOf<PlayerParams>(res, 'params');
  const read = [gate.signedIn, gate.can('players.read')];
  const write = [gate.signedIn, gate.can('players.write'), gate.sameOrigin];
  const params = schema<PlayerParams>('PlayerParams');

  router.get(
    '/bo/api/brands/:tenant/players',
    ...read,
    validate({ params: apiSchema<BrandParams>('staff', 'BrandParams'), query: schema<PlayerSearchQuery>('PlayerSearchQuery') }),
    async (req, res) => {
      const { tenant } = inputOf<BrandParams>(res, 'params');
      res.set(noStore).json(ok(await reads.search(actorOf(req, res), tenant, inputOf<PlayerSearchQuery>(res, 'query'))));
    },
  );

  router.get(PLAYER, ...read, validate({ params }), async (req, res) => {
    const { tenant, id } = playerOf(res);
    res.set(noStore).json(ok(await reads.page(actorOf(req, res), tenant, id)));
  });

  const lists: Record<ListName, (actor: StaffActor, tenant: string, id: number, page: number) => Promise<unknown>> = {
    ledger: (...a) => reads.ledger(...a),
    deposits: (...a) => reads.deposits(...a),
    withdrawals: (...a) => reads.withdrawals(...a),
    bets: (...a) => reads.bets(...a),
    logins: (...a) => reads.logins(...a),
    notes: (...a) => reads.notesPage(...a),
  };
  for (const [name, list] of Object.entries(lists)) {
    router.get(`${PLAYER}/${name}`, ...read, validate({ params, query: schema<PlayerListQuery>('PlayerListQuery') }), async (req, res) => {
      const { tenant, id } = playerOf(res);
      res.set(noStore).json(ok(await list(actorOf(req, res), tenant, id, inputOf<PlayerListQuery>(res, 'query').page ?? 1)));
    });
  }

  // A player's limits, pending changes and history: read only, there is no staff route that changes them.
  router.get(`${PLAYER}/limits`, ...read, validate({ params }), async (req, res) => {
    const { tenant, id } = playerOf(res);
    res.set(noStore).json(ok(await reads.limits(actorOf(req, res), tenant, id)));
  });

  router.post(`${PLAYER}/notes`, ...write, validate({ params, body: schema<NoteRequest>('NoteRequest') }), async (req, res) => {
    const { tenant, id } = playerOf(res);
    res.set(noStore).json(ok(await actions.addNote(actorOf(req, res), tenant, id, inputOf<NoteRequest>(res).body.trim())));
  });

  router.put(`${PLAYER}/status`, ...write, validate({ params, body: schema<StatusRequest>('StatusRequest') }), async (req, res) => {
    const { tenant, id } = playerOf(res);
    const { status, reason } = inputOf<StatusRequest>(res);
    res.set(noStore).json(ok(await actions.setStatus(actorOf(req, res), tenant, id, status, reason.trim())));
  });

  router.post(`${PLAYER}/logout`, ...write, validate({ params, body: schema<ReasonRequest>('ReasonRequest') }), async (req, res) => {
    const { tenant, id } = playerOf(res);
    res.set(noStore).json(ok(await actions.endSessions(actorOf(req, res), tenant, id, inputOf<ReasonRequest>(res).reason.trim())));
  });

  router.post(`${PLAYER}/password-reset`, ...write, validate({ params, body: schema<ResetRequest>('ResetRequest') }), async (req, res) => {
    const { tenant, id } = playerOf(res);
    const { channel, reason } = inputOf<ResetRequest>(res);
    res.set(noStore).json(ok(await actions.sendPasswordReset(actorOf(req, res), tenant, id, channel, reason.trim())));
  });

  router.post(
    `${PLAYER}/adjustments`,
    gate.signedIn,
    gate.can('players.adjustBalance'),
    gate.sameOrigin,
    validate({ params, body: schema<AdjustRequest>('AdjustRequest') }),
    async (req, res) => {
      const { tenant, id } = playerOf(res);
      res.set(noStore).json(ok(await adjustments.adjust(actorOf(req, res), tenant, id, inputOf<AdjustRequest>(res))));
    },
  );

  return router;
}
