// Support — module CUSTOMERSERVICE, a signed-in real account of this brand:
//   PUT  /wps/feedback                          feedback (words between the brand's bounds, spec §5)
//   GET  /wps/support/tickets, POST …           the player's tickets; a new ticket of a spec §5 type
//   GET  /wps/support/tickets/:id               one ticket with its thread (marks staff's posts read)
//   POST /wps/support/tickets/:id/replies       the player's reply
//   POST /wps/support/tickets/:id/images        one image (raw png/jpg ≤ 5 MB; at most 3 per ticket)
//   GET  /wps/support/images/:id                an image of the player's own thread
//   POST /wps/support/tickets/:id/read          the player has read up to a post (tickets and chats)
//   GET  /wps/support/chat, POST …/messages, …/images, …/typing   the built-in live chat
// The staff console (/bo/api/brands/:tenant/support on operator hosts): support.read to watch and read,
// support.write (and the gate's same-origin proof) to answer, assign, hand over and close, and to add, edit,
// delete or reset the canned answers of a language (/bo/api/brands/:tenant/support/canned/:language).
import { Router, type Request, type Response } from 'express';
import type {
  AssignRequest,
  BrandItemParams,
  BrandParams,
  CannedInput,
  CannedItemParams,
  CannedParams,
  ChatSendRequest,
  EmptyBody,
  FeedbackRequest,
  IdParams,
  LanguageQuery,
  PageQuery,
  QueueQuery,
  ReadRequest,
  ReplyRequest,
  TicketRequest,
} from '../../../schemas/generated/support.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { imageUpload } from '../../http/image-upload.ts';
import { requireModule } from '../../http/require-module.ts';
import { markHandler } from '../../http/route-meta.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { PushHub } from '../push/push-hub.service.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { CannedAnswersService } from './canned-answers.service.ts';
import { staffStreamKey, type SupportService } from './support.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const schema = <T>(name: string) => apiSchema<T>('support', name);
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;
const IMAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' };

export function supportRoutes(support: SupportService): Router {
  const router = Router();
  const member = [requireModule('CUSTOMERSERVICE'), requireRealAccount()];
  const idParams = schema<IdParams>('IdParams');
  const lang = validate({ query: schema<LanguageQuery>('LanguageQuery') });

  router.put('/wps/feedback', ...member, validate({ body: schema<FeedbackRequest>('FeedbackRequest') }), async (_req, res) => {
    res.set(noStore).json(ok(await support.feedback(res.locals.tenant, memberOf(res), inputOf<FeedbackRequest>(res).content)));
  });

  router.get('/wps/support/tickets', ...member, validate({ query: schema<PageQuery>('PageQuery') }), async (_req, res) => {
    const { page = 1 } = inputOf<PageQuery>(res, 'query');
    res.set(noStore).json(ok(await support.tickets(res.locals.tenant.id, memberOf(res), page)));
  });

  router.post('/wps/support/tickets', ...member, validate({ body: schema<TicketRequest>('TicketRequest') }), async (_req, res) => {
    const { type, content } = inputOf<TicketRequest>(res);
    res.set(noStore).json(ok(await support.createTicket(res.locals.tenant, memberOf(res), type, content)));
  });

  router.get('/wps/support/tickets/:id', ...member, validate({ params: idParams, query: schema<LanguageQuery>('LanguageQuery') }), async (_req, res) => {
    res.set(noStore).json(ok(await support.ticket(res.locals.tenant.id, memberOf(res), inputOf<IdParams>(res, 'params').id)));
  });

  router.post('/wps/support/tickets/:id/replies', ...member, validate({ params: idParams, body: schema<ReplyRequest>('ReplyRequest') }), async (_req, res) => {
    const { id } = inputOf<IdParams>(res, 'params');
    res.set(noStore).json(ok(await support.memberReply(res.locals.tenant, memberOf(res), id, inputOf<ReplyRequest>(res).content)));
  });

  router.post('/wps/support/tickets/:id/images', ...member, validate({ params: idParams }), imageUpload(), async (_req, res) => {
    const { id } = inputOf<IdParams>(res, 'params');
    res.set(noStore).json(ok(await support.memberImage(res.locals.tenant.id, memberOf(res), id, res.locals.image!)));
  });

  router.get('/wps/support/images/:id', ...member, validate({ params: idParams }), async (_req, res) => {
    const image = await support.memberImageBytes(res.locals.tenant.id, memberOf(res), inputOf<IdParams>(res, 'params').id);
    res.set({ ...IMAGE_HEADERS, 'Content-Type': image.contentType }).send(Buffer.from(image.bytes));
  });

  router.get('/wps/support/chat', ...member, lang, async (_req, res) => {
    res.set(noStore).json(ok(await support.chatState(res.locals.tenant.id, memberOf(res))));
  });

  router.post('/wps/support/chat/messages', ...member, validate({ body: schema<ChatSendRequest>('ChatSendRequest') }), async (_req, res) => {
    res.set(noStore).json(ok(await support.chatSend(res.locals.tenant.id, memberOf(res), { text: inputOf<ChatSendRequest>(res).text })));
  });

  router.post('/wps/support/chat/images', ...member, imageUpload(), async (_req, res) => {
    res.set(noStore).json(ok(await support.chatSend(res.locals.tenant.id, memberOf(res), { image: res.locals.image! })));
  });

  router.post('/wps/support/chat/typing', ...member, validate({ body: schema<EmptyBody>('EmptyBody') }), async (_req, res) => {
    res.set(noStore).json(ok(await support.chatTyping(res.locals.tenant.id, memberOf(res))));
  });

  router.post('/wps/support/tickets/:id/read', ...member, validate({ params: idParams, body: schema<ReadRequest>('ReadRequest') }), async (_req, res) => {
    const { id } = inputOf<IdParams>(res, 'params');
    res.set(noStore).json(ok(await support.memberRead(res.locals.tenant.id, memberOf(res), id, inputOf<ReadRequest>(res).upTo)));
  });

  return router;
}

const BASE = '/bo/api/brands/:tenant/support';

export function supportAdminRoutes(support: SupportService, canned: CannedAnswersService, hub: PushHub, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });
  const read = [gate.signedIn, gate.can('support.read')];
  const write = [gate.signedIn, gate.can('support.write'), gate.sameOrigin];
  const brand = validate({ params: schema<BrandParams>('BrandParams') });
  const item = schema<BrandItemParams>('BrandItemParams');
  const itemOf = (res: Response) => inputOf<BrandItemParams>(res, 'params');

  // The console's live feed: every support event of the brand, on the push hub under `staff:<brand>`.
  router.get(
    `${BASE}/events`,
    ...read,
    brand,
    markHandler(
      (req, res, next) => {
        const actor = actorOf(req, res);
        const { tenant } = inputOf<BrandParams>(res, 'params');
        try {
          support.assertCanWatch(actor, tenant);
        } catch (err) {
          next(err);
          return;
        }
        const opened = hub.open({
          tenantId: staffStreamKey(tenant),
          address: req.ip ?? req.socket.remoteAddress ?? '',
          cursor: {},
          sink: {
            open: () => {
              res.writeHead(200, {
                'Content-Type': 'text/event-stream; charset=utf-8',
                'Cache-Control': 'no-store',
                'X-Accel-Buffering': 'no',
                Connection: 'close',
              });
              res.flushHeaders();
            },
            write: (chunk) => void res.write(chunk),
            get pendingBytes() {
              return res.writableLength;
            },
            end: () => res.end(),
          },
        });
        if (typeof opened === 'string') {
          res.set('Retry-After', '10');
          next(new AppError(opened === 'addressFull' ? 429 : 503, 'tooManyRequests'));
          return;
        }
        req.socket.setTimeout(0);
        res.on('close', () => {
          opened();
          void support.away(tenant, actor.session.username).catch(() => undefined);
        });
      },
      { eventStream: 'push#PushEvent' },
    ),
  );

  router.post(`${BASE}/presence`, ...read, brand, validate({ body: schema<EmptyBody>('EmptyBody') }), async (req, res) => {
    res.set(noStore).json(ok(await support.presence(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant)));
  });

  router.get(BASE, ...read, validate({ params: schema<BrandParams>('BrandParams'), query: schema<QueueQuery>('QueueQuery') }), async (req, res) => {
    const { channel = 'ticket', status = 'active', page = 1 } = inputOf<QueueQuery>(res, 'query');
    res.set(noStore).json(ok(await support.queue(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant, channel, status, page)));
  });

  router.get(`${BASE}/feedback`, ...read, validate({ params: schema<BrandParams>('BrandParams'), query: schema<PageQuery>('PageQuery') }), async (req, res) => {
    const { page = 1 } = inputOf<PageQuery>(res, 'query');
    res.set(noStore).json(ok(await support.feedbackList(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant, page)));
  });

  router.get(`${BASE}/images/:id`, ...read, validate({ params: item }), async (req, res) => {
    const { tenant, id } = itemOf(res);
    const image = await support.staffImageBytes(actorOf(req, res), tenant, id);
    res.set({ ...IMAGE_HEADERS, 'Content-Type': image.contentType }).send(Buffer.from(image.bytes));
  });

  router.get(`${BASE}/threads/:id`, ...read, validate({ params: item }), async (req, res) => {
    const { tenant, id } = itemOf(res);
    res.set(noStore).json(ok(await support.staffThread(actorOf(req, res), tenant, id)));
  });

  router.post(`${BASE}/threads/:id/replies`, ...write, validate({ params: item, body: schema<ReplyRequest>('ReplyRequest') }), async (req, res) => {
    const { tenant, id } = itemOf(res);
    res.set(noStore).json(ok(await support.staffReply(actorOf(req, res), tenant, id, inputOf<ReplyRequest>(res).content)));
  });

  router.post(`${BASE}/threads/:id/images`, ...write, validate({ params: item }), imageUpload(), async (req, res) => {
    const { tenant, id } = itemOf(res);
    res.set(noStore).json(ok(await support.staffImage(actorOf(req, res), tenant, id, res.locals.image!)));
  });

  router.post(`${BASE}/threads/:id/assign`, ...write, validate({ params: item, body: schema<AssignRequest>('AssignRequest') }), async (req, res) => {
    const { tenant, id } = itemOf(res);
    res.set(noStore).json(ok(await support.assign(actorOf(req, res), tenant, id, inputOf<AssignRequest>(res).to)));
  });

  router.post(`${BASE}/threads/:id/close`, ...write, validate({ params: item, body: schema<EmptyBody>('EmptyBody') }), async (req, res) => {
    const { tenant, id } = itemOf(res);
    res.set(noStore).json(ok(await support.close(actorOf(req, res), tenant, id)));
  });

  router.post(`${BASE}/threads/:id/typing`, ...write, validate({ params: item, body: schema<EmptyBody>('EmptyBody') }), async (req, res) => {
    const { tenant, id } = itemOf(res);
    res.set(noStore).json(ok(await support.staffTyping(actorOf(req, res), tenant, id)));
  });

  router.post(`${BASE}/threads/:id/read`, ...write, validate({ params: item, body: schema<ReadRequest>('ReadRequest') }), async (req, res) => {
    const { tenant, id } = itemOf(res);
    res.set(noStore).json(ok(await support.staffRead(actorOf(req, res), tenant, id, inputOf<ReadRequest>(res).upTo)));
  });

  const cannedParams = schema<CannedParams>('CannedParams');
  const cannedItem = schema<CannedItemParams>('CannedItemParams');
  const cannedInput = schema<CannedInput>('CannedInput');
  router.get(`${BASE}/canned`, ...read, brand, (req, res) => {
    res.set(noStore).json(ok(canned.list(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant)));
  });
  router.get(`${BASE}/canned/:language`, ...read, validate({ params: cannedParams }), (req, res) => {
    const { tenant, language } = inputOf<CannedParams>(res, 'params');
    res.set(noStore).json(ok(canned.list(actorOf(req, res), tenant, language)));
  });
  router.post(`${BASE}/canned/:language`, ...write, validate({ params: cannedParams, body: cannedInput }), async (req, res) => {
    const { tenant, language } = inputOf<CannedParams>(res, 'params');
    res.set(noStore).json(ok(await canned.add(actorOf(req, res), tenant, language, inputOf<CannedInput>(res))));
  });
  router.delete(`${BASE}/canned/:language`, ...write, validate({ params: cannedParams }), async (req, res) => {
    const { tenant, language } = inputOf<CannedParams>(res, 'params');
    res.set(noStore).json(ok(await canned.reset(actorOf(req, res), tenant, language)));
  });
  router.put(`${BASE}/canned/:language/:id`, ...write, validate({ params: cannedItem, body: cannedInput }), async (req, res) => {
    const { tenant, language, id } = inputOf<CannedItemParams>(res, 'params');
    res.set(noStore).json(ok(await canned.update(actorOf(req, res), tenant, language, id, inputOf<CannedInput>(res))));
  });
  router.delete(`${BASE}/canned/:language/:id`, ...write, validate({ params: cannedItem }), async (req, res) => {
    const { tenant, language, id } = inputOf<CannedItemParams>(res, 'params');
    res.set(noStore).json(ok(await canned.remove(actorOf(req, res), tenant, language, id)));
  });

  return router;
}
