// Platform messages — module MESSAGE. The member's inbox (a session of this brand): GET /wps/member/messages,
// POST /wps/member/messages/read, POST /wps/member/messages/delete and the unread count of spec §7,
// GET /wps/relay/CSP_unreadCount. The back office's Messages page (/bo/api/brands/:tenant/messages on operator
// hosts): reading needs messages.read, sending and withdrawing messages.write and the gate's same-origin proof.
import { Router, type Request, type Response } from 'express';
import type {
  AnnouncementsQuery,
  BrandParams,
  ComposeRequest,
  ItemParams,
  MessageDeleteBody,
  MessageListQuery,
  MessageReadBody,
  SentListQuery,
  UnreadCountQuery,
} from '../../../schemas/generated/messages.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireSession, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { MessagesService } from './messages.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const schema = <T>(name: string) => apiSchema<T>('messages', name);
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;

export function messagesRoutes(messages: MessagesService): Router {
  const router = Router();
  const signedIn = [requireModule('MESSAGE'), requireSession()];

  // Open to visitors: announcements are the brand's public notices.
  router.get('/wps/relay/MCSFE_getListAnnouncements', validate({ query: schema<AnnouncementsQuery>('AnnouncementsQuery') }), (req, res) => {
    const { types = 'B' } = inputOf<AnnouncementsQuery>(res, 'query');
    res.set(noStore).json(ok(messages.announcements(res.locals.tenant, types.split(','), requestLanguage(req, res))));
  });

  router.get('/wps/member/messages', ...signedIn, validate({ query: schema<MessageListQuery>('MessageListQuery') }), async (req, res) => {
    const { page = 1, size = 10 } = inputOf<MessageListQuery>(res, 'query');
    res.set(noStore).json(ok(await messages.inbox(res.locals.tenant, memberOf(res), requestLanguage(req, res), page, size)));
  });

  router.get('/wps/relay/CSP_unreadCount', ...signedIn, validate({ query: schema<UnreadCountQuery>('UnreadCountQuery') }), async (_req, res) => {
    res.set(noStore).json(ok({ count: await messages.unreadCount(res.locals.tenant.id, memberOf(res)) }));
  });

  router.post('/wps/member/messages/read', ...signedIn, validate({ body: schema<MessageReadBody>('MessageReadBody') }), async (_req, res) => {
    const { ids, all } = inputOf<MessageReadBody>(res);
    if (!all && !ids) throw new AppError(400, 'messageNothingChosen');
    res.set(noStore).json(ok(await messages.markRead(res.locals.tenant.id, memberOf(res), all ? 'all' : ids!)));
  });

  router.post('/wps/member/messages/delete', ...signedIn, validate({ body: schema<MessageDeleteBody>('MessageDeleteBody') }), async (_req, res) => {
    res.set(noStore).json(ok(await messages.delete(res.locals.tenant.id, memberOf(res), inputOf<MessageDeleteBody>(res).ids)));
  });

  return router;
}

const BASE = '/bo/api/brands/:tenant/messages';

export function messageAdminRoutes(messages: MessagesService, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });
  const read = [gate.signedIn, gate.can('messages.read')];
  const write = [gate.signedIn, gate.can('messages.write'), gate.sameOrigin];
  const brand = schema<BrandParams>('BrandParams');

  router.get(BASE, ...read, validate({ params: brand, query: schema<SentListQuery>('SentListQuery') }), async (req, res) => {
    const { page = 1 } = inputOf<SentListQuery>(res, 'query');
    res.set(noStore).json(ok(await messages.sent(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant, page)));
  });

  router.post(BASE, ...write, validate({ params: brand, body: schema<ComposeRequest>('ComposeRequest') }), async (req, res) => {
    res.set(noStore).json(ok(await messages.compose(actorOf(req, res), inputOf<BrandParams>(res, 'params').tenant, inputOf<ComposeRequest>(res))));
  });

  router.post(`${BASE}/:id/withdraw`, ...write, validate({ params: schema<ItemParams>('ItemParams') }), async (req, res) => {
    const { tenant, id } = inputOf<ItemParams>(res, 'params');
    res.set(noStore).json(ok(await messages.withdraw(actorOf(req, res), tenant, id)));
  });

  return router;
}
