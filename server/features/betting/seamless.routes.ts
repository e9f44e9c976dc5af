// POST /wps/vendor/<VENDOR>/<balance|bet|win|rollback> — the seamless wallet for game vendors. Mounted
// before the API's JSON parser: the signature covers the raw bytes. Open during maintenance and region
// blocks (a vendor settling a round is not a player); no player session, no CSRF (server to server).
import express, { Router, type RequestHandler } from 'express';
import { ok } from '../../http/envelope.ts';
import { markHandler } from '../../http/route-meta.ts';
import { SCHEMAS, SEAMLESS_ACTIONS, type SeamlessAction, type SeamlessService } from './seamless.service.ts';
import { SIGNATURE_HEADER } from '../../providers/games/seamless-signature.ts';

const BODY_LIMIT = '16kb';

export function seamlessRoutes(seamless: SeamlessService): Router {
  const router = Router();
  const signed = markHandler<RequestHandler<{ vendor: string; action: string }>>((_req, _res, next) => next(), {
    signedBody: SIGNATURE_HEADER,
    perAction: { param: 'action', body: Object.fromEntries(SEAMLESS_ACTIONS.map((a) => [a, SCHEMAS[a].uri])) },
  });
  router.post('/wps/vendor/:vendor/:action', signed, express.raw({ type: () => true, limit: BODY_LIMIT }), async (req, res, next) => {
    const action = req.params.action as SeamlessAction;
    if (!SEAMLESS_ACTIONS.includes(action)) return next();
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const answer = await seamless.call(res.locals.tenant, req.params.vendor, action, raw, req.get(SIGNATURE_HEADER));
    res.set('Cache-Control', 'no-store').json(ok(answer));
  });
  return router;
}
