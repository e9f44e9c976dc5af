// One log line per request (pino) with reqId and tenant; x-request-id is honoured when sane and
// echoed back. Handlers log through req.log, a child logger created only when first used, so a
// request that logs nothing else costs one line, no child logger and no per-request closure.
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

const STARTED = Symbol('requestStarted');

interface TimedResponse extends Response {
  [STARTED]: number;
  /** Set by the error handler. */
  err?: Error;
}

/** An event stream (the push channel) ends when the browser leaves: that is its normal end, not an aborted request. */
const isEventStream = (res: Response): boolean => String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');

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

  // One listener for every response of this app, not a closure per request: the response carries its start
  // time and the request (res.req), and the line is built only when the response closes.
  function logLine(this: TimedResponse): void {
    const req = this.req;
    const err = this.err;
    const url = req.originalUrl;
    const query = url.indexOf('?');
    const line = {
      reqId: req.id,
      tenant: tenantOf(this),
      req: { method: req.method, url: query < 0 ? url : url.slice(0, query), host: req.headers.host, remoteAddress: req.socket.remoteAddress },
      res: { statusCode: this.statusCode },
      responseTime: Math.round((performance.now() - this[STARTED]) * 10) / 10,
    };
    if (err || this.statusCode >= 500) logger.error({ ...line, err: err ?? new Error(`failed with status code ${this.statusCode}`) }, 'request errored');
    else if (!this.writableFinished && isEventStream(this)) logger.info(line, 'event stream closed');
    else if (!this.writableFinished) logger.warn(line, 'request aborted');
    else logger.info(line, 'request completed');
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    (res as TimedResponse)[STARTED] = performance.now();
    res.on('close', logLine);
    next();
  };
}
