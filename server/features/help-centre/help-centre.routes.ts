// GET /wps/system/helpCenter — module HELP. Public and the same for every visitor of a brand and language:
// the help page's server renderer fetches it for the first paint.
import { Router } from 'express';
import type { HelpCentreQuery } from '../../../schemas/generated/help-centre.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { HelpCentreService } from './help-centre.service.ts';

export function helpCentreRoutes(help: HelpCentreService): Router {
  const router = Router();
  router.get('/wps/system/helpCenter', requireModule('HELP'), validate({ query: apiSchema<HelpCentreQuery>('help-centre', 'HelpCentreQuery') }), (req, res) => {
    res.set('Cache-Control', 'no-store').json(ok(help.centre(res.locals.tenant, requestLanguage(req, res))));
  });
  return router;
}
