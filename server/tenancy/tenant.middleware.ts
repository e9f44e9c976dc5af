// Resolves the brand of every request from its host. An unknown host never sees another brand:
// a plain 404 page, or a 404 envelope on API paths. Each unknown host is logged once.
import type { RequestHandler } from 'express';
import { BCP47 } from '../../schemas/rules/languages.ts';
import type { Catalogues } from '../i18n/catalogues.ts';
import { isApiPath } from '../http/api-paths.ts';
import { AppError } from '../http/app-error.ts';
import { plainPage } from '../http/plain-page.ts';
import { requestLanguage } from '../http/request-context.ts';
import type { Logger } from '../logger.ts';
import type { TenantDirectory } from './tenant-directory.ts';

const LOGGED_HOSTS_LIMIT = 1000;

export function tenantMiddleware(directory: TenantDirectory, catalogues: Catalogues, logger: Logger): RequestHandler {
  const loggedHosts = new Set<string>();
  directory.onChange(() => loggedHosts.clear());
  return (req, res, next) => {
    const host = req.host;
    const tenant = directory.resolve(host);
    if (tenant) {
      res.locals.tenant = tenant; // req.log and the request line pick the tenant up from here
      next();
      return;
    }
    const key = String(host);
    if (!loggedHosts.has(key)) {
      if (loggedHosts.size >= LOGGED_HOSTS_LIMIT) loggedHosts.clear();
      loggedHosts.add(key);
      logger.warn({ host: key, reqId: req.id }, `request for unknown host ${JSON.stringify(key)}: answered 404 (logged once per host)`);
    }
    if (isApiPath(req.path)) {
      next(new AppError(404, 'unknownHost'));
      return;
    }
    const language = requestLanguage(req, res);
    res
      .status(404)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(plainPage({ lang: BCP47[language], title: catalogues.t(language, 'notFoundHost.title'), text: catalogues.t(language, 'notFoundHost.text'), nonce: res.locals.nonce }));
  };
}
