// One log line per request with reqId and tenant (pino-http). x-request-id is honoured when sane.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.ts';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    customProps: (_req: IncomingMessage, res: ServerResponse) => {
      const tenant = (res as Response).locals?.tenant;
      return tenant ? { tenant: tenant.id } : {};
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    // Small serializers over the raw objects: the request line stays cheap on the hot path.
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, url: req.url, host: req.headers.host, remoteAddress: req.socket?.remoteAddress }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  });
}
