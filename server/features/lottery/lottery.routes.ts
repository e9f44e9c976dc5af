// The lottery's API (spec §7 lottery; issue 18), module GAMES. Open to visitors: menus, the VN menu,
// popular, opened numbers, results, a draw and verification. A member's own: recent games, bets, tickets.
import { Router, type Response } from 'express';
import type {
  BetBody,
  DrawQuery,
  LobbyQuery,
  MenusQuery,
  NumerosQuery,
  PopularQuery,
  RecentQuery,
  TicketsQuery,
  VerifyBody,
  VnMenuQuery,
} from '../../../schemas/generated/lottery.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireSession, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { LotteryService } from './lottery.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const schema = <T>(name: string) => apiSchema<T>('lottery', name);
const inputOf = <T>(res: Response, part: 'body' | 'query' = 'body'): T => res.locals.input![part] as T;

export function lotteryRoutes(lottery: LotteryService): Router {
  const router = Router();
  const open = requireModule('GAMES');
  const signedIn = [open, requireSession()];

  router.get('/lgw/games/game_menus', open, validate({ query: schema<MenusQuery>('MenusQuery') }), async (req, res) => {
    const q = inputOf<MenusQuery>(res, 'query');
    res.set(noStore).json(ok(await lottery.menus(res.locals.tenant, requestLanguage(req, res), q.prizeMode)));
  });
  router.get('/lgw/vn/games/game_menu', open, validate({ query: schema<VnMenuQuery>('VnMenuQuery') }), async (req, res) => {
    const q = inputOf<VnMenuQuery>(res, 'query');
    res.set(noStore).json(ok(await lottery.vnMenu(res.locals.tenant, requestLanguage(req, res), q.accountTypeName)));
  });
  router.get('/lgw/vn/games/game_menu/recent', open, validate({ query: schema<RecentQuery>('RecentQuery') }), async (req, res) => {
    const q = inputOf<RecentQuery>(res, 'query');
    res.set(noStore).json(ok(await lottery.recent(res.locals.tenant, requestLanguage(req, res), sessionOf(res)?.memberId, q.recentCount ?? 100, q.prizeMode)));
  });
  router.get('/lgw/games/popular', open, validate({ query: schema<PopularQuery>('PopularQuery') }), async (req, res) => {
    const q = inputOf<PopularQuery>(res, 'query');
    res.set(noStore).json(ok(await lottery.popular(res.locals.tenant, requestLanguage(req, res), q.count ?? 20, q.prizeMode)));
  });
  router.get('/lgw/vn/numeros/opened/game', open, validate({ query: schema<NumerosQuery>('NumerosQuery') }), async (_req, res) => {
    const q = inputOf<NumerosQuery>(res, 'query');
    res.set(noStore).json(ok(await lottery.opened(res.locals.tenant, q.gameCode, q.count ?? 100)));
  });
  router.get('/lotto/lgw/games/opened/numero', open, validate({ query: schema<NumerosQuery>('NumerosQuery') }), async (_req, res) => {
    const q = inputOf<NumerosQuery>(res, 'query');
    res.set(noStore).json(ok(await lottery.opened(res.locals.tenant, q.gameCode, q.count ?? 100)));
  });
  router.get('/lgw/lottery/lobby', open, validate({ query: schema<LobbyQuery>('LobbyQuery') }), (req, res) => {
    res.set(noStore).json(ok(lottery.lobby(res.locals.tenant, requestLanguage(req, res), inputOf<LobbyQuery>(res, 'query'))));
  });
  router.get('/lgw/lottery/results', open, validate({ query: schema<NumerosQuery>('NumerosQuery') }), async (_req, res) => {
    const q = inputOf<NumerosQuery>(res, 'query');
    res.set(noStore).json(ok(await lottery.results(res.locals.tenant, q.gameCode, q.count ?? 100)));
  });
  router.get('/lgw/lottery/draw', open, validate({ query: schema<DrawQuery>('DrawQuery') }), async (_req, res) => {
    const q = inputOf<DrawQuery>(res, 'query');
    res.set(noStore).json(ok(await lottery.draw(res.locals.tenant, q.gameCode, q.numero)));
  });
  router.post('/lgw/lottery/verify', open, validate({ body: schema<VerifyBody>('VerifyBody') }), (_req, res) => {
    res.set(noStore).json(ok(lottery.verify(inputOf<VerifyBody>(res))));
  });
  router.post('/lgw/lottery/bet', ...signedIn, validate({ body: schema<BetBody>('BetBody') }), async (_req, res) => {
    res.set(noStore).json(ok(await lottery.bet(res.locals.tenant, sessionOf(res)!, inputOf<BetBody>(res))));
  });
  router.get('/lgw/lottery/tickets', ...signedIn, validate({ query: schema<TicketsQuery>('TicketsQuery') }), async (_req, res) => {
    const q = inputOf<TicketsQuery>(res, 'query');
    res.set(noStore).json(ok(await lottery.tickets(res.locals.tenant, sessionOf(res)!.memberId, { gameCode: q.gameCode, numero: q.numero }, q.count ?? 50)));
  });
  return router;
}
