// One log line per request (pino) with reqId and tenant; x-request-id is honoured when sane and
// echoed back. Handlers log through req.log, a child logger created only when first used, so a
// request that logs nothing else costs one line and no child loggers.
import { randomUUID } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.ts';

declare module 'node:http' {
  interface IncomingMessage {
    /** Request id (x-request-id when sane, else a UUID). */
    id: string;
    /** Logger bound to this request's reqId and tenant. */
    log: Logger;
  }
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const CACHED_LOG = Symbol('requestLog');

interface LoggedRequest extends Request {
  [CACHED_LOG]?: { tenant: string | undefined; log: Logger };
}

const tenantOf = (res: Response | undefined): string | undefined => res?.locals?.tenant?.id;

export function requestLogger(app: Express, logger: Logger) {
  // A getter on this app's request prototype: no per-request setup unless a handler logs.
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: LoggedRequest): Logger {
      const tenant = tenantOf(this.res);
      const cached = this[CACHED_LOG];
      if (cached && cached.tenant === tenant) return cached.log;
      const log = logger.child(tenant ? { reqId: this.id, tenant } : { reqId: this.id });
      this[CACHED_LOG] = { tenant, log };
      return log;
    },
  });

  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    const start = performance.now();
    res.once('close', () => {
      const err = (res as Response & { err?: Error }).err;
      const line = {
        reqId: id,
        tenant: tenantOf(res),
        req: { method: req.method, url: req.originalUrl.split('?')[0], host: req.headers.host, remoteAddress: req.socket.remoteAddress },
        res: { statusCode: res.statusCode },
        responseTime: Math.round((performance.now() - start) * 10) / 10,
      };
      if (err || res.statusCode >= 500) logger.error({ ...line, err: err ?? new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
      else if (!res.writableFinished) logger.warn(line, 'request aborted');
      else logger.info(line, 'request completed');
    });
    next();
  };
}
