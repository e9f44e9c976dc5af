// POST /wps/vendor/<VENDOR>/<balance|bet|win|rollback> — the seamless wallet for game vendors. Mounted
// before the API's JSON parser: the signature covers the raw bytes. Open during maintenance and region
// blocks (a vendor settling a round is not a player); no player session, no CSRF (server to server).
import express, { Router } from 'express';
import { ok } from '../../http/envelope.ts';
import { SEAMLESS_ACTIONS, type SeamlessAction, type SeamlessService } from './seamless.service.ts';
import { SIGNATURE_HEADER } from '../../providers/games/seamless-signature.ts';

const BODY_LIMIT = '16kb';

export function seamlessRoutes(seamless: SeamlessService): Router {
  const router = Router();
  router.post('/wps/vendor/:vendor/:action', express.raw({ type: () => true, limit: BODY_LIMIT }), async (req, res, next) => {
    const action = req.params.action as SeamlessAction;
    if (!SEAMLESS_ACTIONS.includes(action)) return next();
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const answer = await seamless.call(res.locals.tenant, req.params.vendor, action, raw, req.get(SIGNATURE_HEADER));
    res.set('Cache-Control', 'no-store').json(ok(answer));
  });
  return router;
}
