// Resolves the brand of every request from its Host header. An unknown host never sees another
// brand: a plain 404 page, or a 404 envelope on API paths. Each unknown host is logged once.
// Only the raw Host header counts: X-Forwarded-Host (which req.host honours behind a trusted proxy)
// must never switch brands, and a request with several Host headers is an unknown host.
import type { IncomingMessage } from 'node:http';
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

/** The Host header when there is exactly one, else undefined. */
export function hostHeader(req: IncomingMessage): string | undefined {
  const raw = req.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i].length === 4 && raw[i].toLowerCase() === 'host') count++;
  return count === 1 ? req.headers.host : undefined;
}

export function tenantMiddleware(directory: TenantDirectory, catalogues: Catalogues, logger: Logger): RequestHandler {
  const loggedHosts = new Set<string>();
  directory.onChange(() => loggedHosts.clear());
  return (req, res, next) => {
    const host = hostHeader(req);
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
      .send(
        plainPage({
          lang: BCP47[language],
          title: catalogues.t(language, 'notFoundHost.title'),
          text: catalogues.t(language, 'notFoundHost.text'),
          nonce: res.locals.nonce,
        }),
      );
  };
}
