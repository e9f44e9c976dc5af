// GET /wps/dev/outbox (JSON) and GET /dev/outbox (page): demo mode only, 404 otherwise; each brand
// sees only its own messages.
import { Router, type RequestHandler } from 'express';
import { BCP47 } from '../../../schemas/rules/languages.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import type { Catalogues } from '../../i18n/catalogues.ts';
import { renderDevOutboxPage, type DevOutboxLabels } from './dev-outbox-page.ts';
import { isDemo, type DevOutboxService } from './dev-outbox.service.ts';

const demoOnly: RequestHandler = (_req, res, next) => (isDemo(res.locals.tenant) ? next() : next(new AppError(404, 'notFound')));

const LABELS: Array<keyof DevOutboxLabels> = ['title', 'intro', 'sms', 'email', 'to', 'body', 'subject', 'time', 'empty', 'refresh'];

export function devOutboxApiRoutes(outbox: DevOutboxService): Router {
  const router = Router();
  router.get('/wps/dev/outbox', demoOnly, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(ok(await outbox.list(res.locals.tenant)));
  });
  return router;
}

export function devOutboxPageRoutes(outbox: DevOutboxService, catalogues: Catalogues): Router {
  const router = Router();
  router.get('/dev/outbox', demoOnly, async (req, res) => {
    const language = requestLanguage(req, res);
    const labels = Object.fromEntries(LABELS.map((k) => [k, catalogues.t(language, `devOutbox.${k}`)])) as unknown as DevOutboxLabels;
    const html = renderDevOutboxPage({ lang: BCP47[language], nonce: res.locals.nonce, labels, outbox: await outbox.list(res.locals.tenant) });
    res.type('html').set('Cache-Control', 'no-store').send(html);
  });
  return router;
}
