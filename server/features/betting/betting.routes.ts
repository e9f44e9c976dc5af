// Jackpot and winner board (open to visitors, module GAMES) and the member's betting records and
// profit/loss (real accounts; modules PERSONALHISTORY / PERSONALPROFIT when the brand's tree has them).
import { Router, type Response } from 'express';
import type { BetRecordQuery, ProfitQuery } from '../../../schemas/generated/betting.ts';
import type { LanguageOnlyQuery, RankListQuery } from '../../../schemas/generated/games.ts';
import { ok } from '../../http/envelope.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { BettingService } from './betting.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const query = <T>(res: Response) => res.locals.input!.query as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;

export function bettingRoutes(betting: BettingService): Router {
  const router = Router();
  const games = requireModule('GAMES');
  const member = [requireModule('ACCOUNT'), requireRealAccount()];

  router.get(
    '/wps/game/jackpot',
    requireModule('JACKPOT'),
    validate({ query: apiSchema<LanguageOnlyQuery>('games', 'LanguageOnlyQuery') }),
    async (_req, res) => {
      res.set(noStore).json(ok(await betting.jackpot(res.locals.tenant, query<LanguageOnlyQuery>(res).language)));
    },
  );

  router.get('/wps/relay/GCSGAME_getRankList', games, validate({ query: apiSchema<RankListQuery>('games', 'RankListQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await betting.rankList(res.locals.tenant, query<RankListQuery>(res))));
  });

  router.get('/wps/member/bets', ...member, validate({ query: apiSchema<BetRecordQuery>('betting', 'BetRecordQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await betting.betRecords(res.locals.tenant, memberOf(res), query<BetRecordQuery>(res))));
  });

  router.get('/wps/member/profit', ...member, validate({ query: apiSchema<ProfitQuery>('betting', 'ProfitQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await betting.profit(res.locals.tenant, memberOf(res), query<ProfitQuery>(res))));
  });

  return router;
}
