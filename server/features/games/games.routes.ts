// Games endpoints of spec §7 — module GAMES. Browsing is open to visitors; favourites, recently played
// and launching need a session of this brand.
import { Router, type Response } from 'express';
import type {
  FavouriteGamesQuery,
  FavouriteToggleBody,
  GameListQuery,
  HotGamesQuery,
  LaunchQuery,
  NewGameVendorQuery,
  RecentGamesQuery,
  RoomListQuery,
  VassGameTypeQuery,
} from '../../../schemas/generated/games.ts';
import { ok } from '../../http/envelope.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireSession, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { GamesService } from './games.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const query = <T>(res: Response) => res.locals.input!.query as T;
const body = <T>(res: Response) => res.locals.input!.body as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;
const q = <T>(definition: string) => validate({ query: apiSchema<T>('games', definition) });

export function gamesRoutes(games: GamesService): Router {
  const router = Router();
  const open = requireModule('GAMES');
  const signedIn = [open, requireSession()];

  router.get('/wps/relay/GCSGAME_newGameVendor', open, q<NewGameVendorQuery>('NewGameVendorQuery'), (_req, res) => {
    res.set(noStore).json(ok(games.vendorLanes(res.locals.tenant)));
  });

  router.get('/wps/relay/GCSGAME_gameList', open, q<GameListQuery>('GameListQuery'), async (_req, res) => {
    res.set(noStore).json(ok(await games.list(res.locals.tenant, query<GameListQuery>(res))));
  });

  router.get('/wps/relay/GCSGAME_hotGamesV2', open, q<HotGamesQuery>('HotGamesQuery'), async (_req, res) => {
    res.set(noStore).json(ok(await games.hot(res.locals.tenant, query<HotGamesQuery>(res))));
  });

  router.get('/wps/relay/GCSGAME_getVassGameType', open, q<VassGameTypeQuery>('VassGameTypeQuery'), async (_req, res) => {
    res.set(noStore).json(ok(await games.vassGameType(res.locals.tenant, query<VassGameTypeQuery>(res).vassalage)));
  });

  router.get('/wps/relay/GLS2_roomList', open, q<RoomListQuery>('RoomListQuery'), async (_req, res) => {
    res.set(noStore).json(ok(await games.rooms(res.locals.tenant, query<RoomListQuery>(res))));
  });

  router.get('/wps/relay/MCSFE_getFavoriteGames', ...signedIn, q<FavouriteGamesQuery>('FavouriteGamesQuery'), async (_req, res) => {
    res.set(noStore).json(ok(await games.favouriteIds(res.locals.tenant, memberOf(res))));
  });

  router.get('/wps/relay/MCSFE_getFavoriteGamesList', ...signedIn, q<FavouriteGamesQuery>('FavouriteGamesQuery'), async (_req, res) => {
    res.set(noStore).json(ok(await games.favouriteList(res.locals.tenant, memberOf(res), query<FavouriteGamesQuery>(res))));
  });

  for (const [path, on] of [
    ['/wps/relay/MCSFE_addFavoriteGame', true],
    ['/wps/relay/MCSFE_removeFavoriteGame', false],
  ] as const) {
    router.post(path, ...signedIn, validate({ body: apiSchema<FavouriteToggleBody>('games', 'FavouriteToggleBody') }), async (_req, res) => {
      res.set(noStore).json(ok(await games.setFavourite(res.locals.tenant, memberOf(res), body<FavouriteToggleBody>(res), on)));
    });
  }

  router.get('/wps/relay/GCS_recentGame', ...signedIn, q<RecentGamesQuery>('RecentGamesQuery'), async (_req, res) => {
    res.set(noStore).json(ok(await games.recent(res.locals.tenant, memberOf(res), query<RecentGamesQuery>(res))));
  });

  router.get('/wps/relay/GCS_gameLaunchFB', ...signedIn, q<LaunchQuery>('LaunchQuery'), async (_req, res) => {
    res.set(noStore).json(ok(await games.launch(res.locals.tenant, sessionOf(res)!, query<LaunchQuery>(res))));
  });

  // PVP launch (spec §7): the same launch, the URL as value.content.
  router.get('/wps/game/launchGame', ...signedIn, q<LaunchQuery>('LaunchQuery'), async (_req, res) => {
    const { url } = await games.launch(res.locals.tenant, sessionOf(res)!, query<LaunchQuery>(res));
    res.set(noStore).json(ok({ content: url }));
  });

  return router;
}
