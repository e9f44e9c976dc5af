// GET /wps/push/events — module PORTAL: the brand's push channel as Server-Sent Events. Open to every
// visitor of the brand (a session is optional: signed in, the stream also carries the member's own events).
import { Router, type Response } from 'express';
import type { PushEventsQuery } from '../../../schemas/generated/push.ts';
import { parsePushCursor } from '../../../schemas/rules/push-cursor.ts';
import { AppError } from '../../http/app-error.ts';
import { requireModule } from '../../http/require-module.ts';
import { markHandler } from '../../http/route-meta.ts';
import { sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { OpenRefusal, PushHub, PushSink } from './push-hub.service.ts';

export const PUSH_EVENTS_PATH = '/wps/push/events';

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // nginx (and proxies that honour it) would otherwise buffer the stream; nothing here compresses it.
  'X-Accel-Buffering': 'no',
  // The connection carries this one response until it ends; Node then closes it instead of keeping it
  // idle, so a server shutting down is not held up by the sockets of ended streams.
  Connection: 'close',
};

const REFUSALS: Record<OpenRefusal, { status: number; retryAfter: string }> = {
  closing: { status: 503, retryAfter: '1' },
  instanceFull: { status: 503, retryAfter: '10' },
  addressFull: { status: 429, retryAfter: '30' },
};

function sinkOf(res: Response): PushSink {
  return {
    open: () => {
      res.writeHead(200, STREAM_HEADERS);
      res.flushHeaders();
    },
    write: (chunk) => void res.write(chunk),
    get pendingBytes() {
      return res.writableLength;
    },
    end: () => res.end(),
  };
}

export function pushRoutes(hub: PushHub): Router {
  const router = Router();
  router.get(
    PUSH_EVENTS_PATH,
    requireModule('PORTAL'),
    validate({ query: apiSchema<PushEventsQuery>('push', 'PushEventsQuery') }),
    markHandler(
      (req, res, next) => {
        if (req.method === 'HEAD') {
          res.writeHead(200, STREAM_HEADERS).end();
          return;
        }
        const query = res.locals.input!.query as PushEventsQuery;
        // EventSource's own reconnect names the last event it got; a new EventSource says it in the query.
        const cursor = parsePushCursor(req.get('last-event-id') ?? query.since);
        const opened = hub.open({
          tenantId: res.locals.tenant.id,
          memberId: sessionOf(res)?.memberId,
          address: req.ip ?? req.socket.remoteAddress ?? '',
          cursor,
          sink: sinkOf(res),
        });
        if (typeof opened === 'string') {
          const refusal = REFUSALS[opened];
          res.set('Retry-After', refusal.retryAfter);
          // EventSource shows no message; the status and Retry-After tell a client when to come back.
          next(new AppError(refusal.status, 'tooManyRequests'));
          return;
        }
        req.socket.setTimeout(0);
        res.on('close', opened);
      },
      { eventStream: 'push#PushEvent' },
    ),
  );
  return router;
}
