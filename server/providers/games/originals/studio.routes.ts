// The built-in studio over HTTP, on each brand's host: the game page (/studio/<VENDOR>/<game>?token=…),
// the verification page, its script, and its JSON API under /api/studio (inside the portal's API
// router: envelopes, translated errors, the maintenance gate). The API is keyed by the launch token,
// not the portal's cookie; the page's requests omit credentials.
import { readFileSync } from 'node:fs';
import { Router, type Request, type Response } from 'express';
import type { StudioOpenBody, StudioPlayBody, StudioSeedBody, StudioVerifyBody } from '../../../../schemas/generated/studio.ts';
import type { LanguageCode } from '../../../../schemas/generated/tenant.ts';
import { isLanguageCode } from '../../../../schemas/rules/languages.ts';
import { stakeScaleOf } from '../../../../schemas/rules/stakes.ts';
import { ok } from '../../../http/envelope.ts';
import { apiSchema, validate } from '../../../http/validate.ts';
import type { Catalogues } from '../../../i18n/catalogues.ts';
import type { TenantContext } from '../../../tenancy/tenant-directory.ts';
import { localizedName } from '../catalogue-game.ts';
import { studioGame } from './studio-games.ts';
import { renderStudioPage, renderVerifyPage } from './studio-page.ts';
import type { StudioService } from './studio.service.ts';

const SCRIPT = readFileSync(new URL('./studio-client/studio.js', import.meta.url), 'utf8');
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** Texts of the studio pages (catalogue group `studio`). */
export const STUDIO_STRINGS = [
  'balance',
  'sandbox',
  'sandboxNotice',
  'fairnessTitle',
  'nextSeedHash',
  'nonce',
  'clientSeed',
  'serverSeed',
  'seedHash',
  'save',
  'seedSaved',
  'lastRound',
  'noRoundYet',
  'verifyLink',
  'failed',
  'spin',
  'betPerLine',
  'totalBet',
  'youWon',
  'noWin',
  'jackpotWon',
  'player',
  'banker',
  'tie',
  'clear',
  'deal',
  'chip',
  'outcome',
  'placeBetFirst',
  'betPerShot',
  'shootHint',
  'caught',
  'missed',
  'verifyTitle',
  'verifyHelp',
  'verifyRun',
  'engine',
  'roundInput',
  'engine_slot',
  'engine_baccarat',
  'engine_fish',
  'fish_small-fish',
  'fish_clownfish',
  'fish_pufferfish',
  'fish_turtle',
  'fish_octopus',
  'fish_shark',
  'fish_whale',
  'fish_golden-dragon',
  'engine_match',
  'matchHome',
  'matchAway',
  'matchDraw',
  'matchMeron',
  'matchWala',
  'matchVs',
  'matchStrength',
  'matchStake',
  'matchOdds',
  'matchPlaceBet',
  'matchPickFirst',
  'matchReturn',
  'matchLive',
  'matchFinal',
  'matchWins',
  'matchNext',
  'matchNextFight',
  'matchMarket_football',
  'matchMarket_esports',
  'matchMarket_cockfight',
  'matchRules_football',
  'matchRules_esports',
  'matchRules_cockfight',
  'matchFixtureChanged',
] as const;

function languageOf(req: Request, tenant: TenantContext): LanguageCode {
  const asked = typeof req.query.lang === 'string' ? req.query.lang.toUpperCase() : '';
  return isLanguageCode(asked) && tenant.config.languages.supported.includes(asked) ? asked : tenant.config.languages.default;
}

const stringsFor = (catalogues: Catalogues, lang: LanguageCode) => Object.fromEntries(STUDIO_STRINGS.map((k) => [k, catalogues.t(lang, `studio.${k}`)]));

export function studioPageRoutes(catalogues: Catalogues): Router {
  const router = Router();
  router.get('/studio/assets/studio.js', (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-cache').send(SCRIPT);
  });
  router.get('/studio/verify', (req, res) => {
    const lang = languageOf(req, res.locals.tenant);
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(renderVerifyPage({ lang, strings: stringsFor(catalogues, lang) }, res.locals.nonce));
  });
  router.get('/studio/:vendor/:game', (req, res, next) => {
    const tenant: TenantContext = res.locals.tenant;
    const stakeScale = stakeScaleOf(tenant.config.games);
    const game = studioGame(req.params.vendor, req.params.game, stakeScale);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (!game || !TOKEN.test(token)) return next();
    const lang = languageOf(req, tenant);
    res
      .type('html')
      .set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
      .send(
        renderStudioPage(
          {
            vendor: game.vendor,
            gameCode: game.gameCode,
            engine: game.engine,
            matchKind: game.matchKind,
            name: localizedName(game.names, lang),
            token,
            lang,
            currency: { symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 },
            own: game.own,
            minBet: game.minBet,
            maxStake: game.maxStake,
            stakeScale,
            strings: stringsFor(catalogues, lang),
          },
          res.locals.nonce,
        ),
      );
  });
  return router;
}

const body = <T>(res: Response) => res.locals.input!.body as T;

export function studioApiRoutes(studio: StudioService): Router {
  const router = Router();
  const noStore = { 'Cache-Control': 'no-store' };
  router.post('/api/studio/verify', validate({ body: apiSchema<StudioVerifyBody>('studio', 'StudioVerifyBody') }), (_req, res) => {
    const b = body<StudioVerifyBody>(res);
    res.set(noStore).json(ok(studio.verify(b.engine, b.serverSeed, b.clientSeed, b.nonce, b.input)));
  });
  router.post('/api/studio/:vendor/:game/open', validate({ body: apiSchema<StudioOpenBody>('studio', 'StudioOpenBody') }), async (req, res) => {
    res.set(noStore).json(ok(await studio.open(res.locals.tenant, String(req.params.vendor), String(req.params.game), body<StudioOpenBody>(res).token)));
  });
  router.post('/api/studio/:vendor/:game/seed', validate({ body: apiSchema<StudioSeedBody>('studio', 'StudioSeedBody') }), async (req, res) => {
    const b = body<StudioSeedBody>(res);
    res.set(noStore).json(ok(await studio.setClientSeed(res.locals.tenant, String(req.params.vendor), String(req.params.game), b.token, b.clientSeed)));
  });
  router.post('/api/studio/:vendor/:game/play', validate({ body: apiSchema<StudioPlayBody>('studio', 'StudioPlayBody') }), async (req, res) => {
    const b = body<StudioPlayBody>(res);
    res.set(noStore).json(ok(await studio.play(res.locals.tenant, String(req.params.vendor), String(req.params.game), b.token, b.input)));
  });
  return router;
}
