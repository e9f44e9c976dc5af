// GET /art/games/<VENDOR>/<gameCode>.svg — generated game icons for brands without an image CDN.
import { Router } from 'express';
import { gameArtSvg } from './game-art.ts';

const VENDOR = /^[A-Z0-9_]{2,24}$/;
const FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;

export function gameArtRoutes(): Router {
  const router = Router();
  router.get('/art/games/:vendor/:file', (req, res, next) => {
    const code = FILE.exec(req.params.file)?.[1];
    if (!VENDOR.test(req.params.vendor) || !code) return next();
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(gameArtSvg(req.params.vendor, code));
  });
  return router;
}
