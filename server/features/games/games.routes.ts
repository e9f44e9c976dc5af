// GET /wps/relay/GCSGAME_newGameVendor — module GAMES.
import { Router } from 'express';
import type { NewGameVendorQuery } from '../../../schemas/generated/games.ts';
import { ok } from '../../http/envelope.ts';
import { requireModule } from '../../http/require-module.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { GamesService } from './games.service.ts';

export function gamesRoutes(games: GamesService): Router {
  const router = Router();

  router.get(
    '/wps/relay/GCSGAME_newGameVendor',
    requireModule('GAMES'),
    validate({ query: apiSchema<NewGameVendorQuery>('games', 'NewGameVendorQuery') }),
    (_req, res) => {
      res.set('Cache-Control', 'no-store').json(ok(games.vendorLanes(res.locals.tenant)));
    },
  );

  return router;
}
