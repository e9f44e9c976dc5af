// Support (issue 21 items 4, 5, 7): the player's feedback, support tickets and the built-in live chat, and the
// staff side (queue, thread, reply, assign and hand over, close, canned answers, presence).
//
// One model for both: a support thread (channel 'ticket' or 'chat') with posts. A chat message sent while no
// member of staff has the brand's console open becomes a ticket (type customerService) and is answered in the
// player's messages. Every change to a thread is pushed on the push channel as a 'support' event to the
// thread's member only (their own streams) and to the brand's staff console streams (hub key `staff:<brand>`),
// so no stream ever carries another player's conversation. Texts are stored as sent and served as JSON
// strings; clients render them as text.
import type {
  CannedAnswer,
  ChatSendResult,
  ChatState,
  FeedbackList,
  QueueList,
  SupportPost,
  TicketDetail,
  TicketList,
  TicketSummary,
  TicketType,
} from '../../../schemas/generated/support.ts';
import type { PushSupportEvent } from '../../../schemas/generated/push.ts';
import { contentWithinBounds, contentWordBounds } from '../../../schemas/rules/support-content.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext, TenantDirectory } from '../../tenancy/tenant-directory.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { PushHub } from '../push/push-hub.service.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import type { CannedAnswersService } from './canned-answers.service.ts';
import { SupportRepository, type PostRow, type ThreadRow, type ThreadSummaryRow } from './support.repository.ts';
import type { SupportStatus } from './support.table.ts';

/** Images a player may attach to one ticket (as promotion applications). */
export const TICKET_IMAGES_MAX = 3;
/** A console is "online" while it has told us so within this many seconds (it does every 20 s). */
export const PRESENCE_SECONDS = 45;
const PAGE = 20;

export const staffStreamKey = (tenantId: string) => `staff:${tenantId}`;
export const ticketNumber = (id: number) => `S${String(id).padStart(6, '0')}`;

export interface SupportPorts {
  push: Pick<PushHub, 'publish'>;
  tenants: TenantDirectory;
  messages: Pick<MessagesService, 'notifyMember'>;
  staff?: StaffAccountsService;
  /** The console's canned answers (staff's per language over the tenant file's). */
  canned: Pick<CannedAnswersService, 'effective'>;
}

type Image = { contentType: string; bytes: Uint8Array };
type Side = 'member' | 'staff';

const notFound = () => new AppError(404, 'supportNotFound');

export class SupportService {
  constructor(
    private readonly db: Db,
    private readonly ports: SupportPorts,
  ) {}

  // ——— player ———

  #checkContent(tenant: TenantContext, content: string): string {
    const text = content.trim();
    const bounds = contentWordBounds(tenant.config.support);
    if (!contentWithinBounds(text, bounds)) throw new AppError(400, 'supportContentLength', { params: { min: bounds.min, max: bounds.max } });
    return text;
  }

  async feedback(tenant: TenantContext, memberId: number, content: string): Promise<{ id: number }> {
    const text = this.#checkContent(tenant, content);
    return { id: await new SupportRepository(this.db).insertFeedback(tenant.id, memberId, text) };
  }

  async createTicket(tenant: TenantContext, memberId: number, type: TicketType, content: string): Promise<TicketDetail> {
    const text = this.#checkContent(tenant, content);
    const thread = await inTransaction(this.db, async (trx) => {
      const repo = new SupportRepository(trx);
      const created = await repo.insertThread(tenant.id, memberId, 'ticket', type);
      await repo.addPost(tenant.id, created.id, { author: 'member', text });
      return created;
    });
    await this.#tellStaff(tenant.id, { type: 'support', threadId: thread.id, channel: 'ticket', kind: 'status', by: 'member' });
    return this.#detail(tenant.id, thread, 'member');
  }

  async tickets(tenantId: string, memberId: number, page: number): Promise<TicketList> {
    const { rows, total } = await new SupportRepository(this.db).summaries(tenantId, { memberId, channel: 'ticket' }, (page - 1) * PAGE, PAGE);
    return { list: rows.map((r) => summaryOf(r, 'member')), total };
  }

  async #own(tenantId: string, memberId: number, id: number): Promise<ThreadRow> {
    const thread = await new SupportRepository(this.db).thread(tenantId, id, memberId);
    if (!thread) throw notFound();
    return thread;
  }

  /** The member's ticket with its thread; reading it marks the staff's posts read. */
  async ticket(tenantId: string, memberId: number, id: number): Promise<TicketDetail> {
    const thread = await this.#own(tenantId, memberId, id);
    const posts = await new SupportRepository(this.db).posts(tenantId, id);
    const last = posts.at(-1)?.id;
    if (last && last > thread.memberReadId) thread.memberReadId = await new SupportRepository(this.db).markRead(tenantId, id, 'member', last);
    return this.#detailOf(thread, posts, 'member');
  }

  async memberReply(tenant: TenantContext, memberId: number, id: number, content: string): Promise<TicketDetail> {
    const thread = await this.#own(tenant.id, memberId, id);
    const text = content.trim();
    if (!text) throw new AppError(400, 'supportContentLength', { params: contentWordBounds(tenant.config.support) });
    return this.#post(tenant.id, thread, 'member', { author: 'member', text });
  }

  async memberImage(tenantId: string, memberId: number, id: number, image: Image): Promise<TicketDetail> {
    const thread = await this.#own(tenantId, memberId, id);
    if (thread.channel === 'ticket' && (await new SupportRepository(this.db).memberImageCount(tenantId, id)) >= TICKET_IMAGES_MAX) {
      throw new AppError(409, 'uploadTooMany');
    }
    return this.#post(tenantId, thread, 'member', { author: 'member', image });
  }

  async memberImageBytes(tenantId: string, memberId: number, postId: number): Promise<Image> {
    const image = await new SupportRepository(this.db).image(tenantId, postId, memberId);
    if (!image) throw notFound();
    return image;
  }

  async #staffOnline(tenantId: string): Promise<string[]> {
    return new SupportRepository(this.db).online(tenantId, PRESENCE_SECONDS);
  }

  async chatState(tenantId: string, memberId: number): Promise<ChatState> {
    const repo = new SupportRepository(this.db);
    const [online, live] = await Promise.all([this.#staffOnline(tenantId), repo.liveChat(tenantId, memberId)]);
    const state: ChatState = { staffOnline: online.length > 0 };
    if (live) state.chat = this.#detailOf(live, await repo.posts(tenantId, live.id), 'member');
    return state;
  }

  /**
   * A chat message (text or image) from the player: into their live chat while staff are online, else into a
   * new ticket (customerService) whose number the answer names; staff answer it in the player's messages.
   */
  async chatSend(tenantId: string, memberId: number, content: { text: string } | { image: Image }): Promise<ChatSendResult> {
    const post = 'text' in content ? { author: 'member' as const, text: content.text.trim() } : { author: 'member' as const, image: content.image };
    if ('text' in post && !post.text) throw new AppError(400, 'supportChatEmpty');
    const repo = new SupportRepository(this.db);
    if ((await this.#staffOnline(tenantId)).length === 0) {
      const ticket = await inTransaction(this.db, async (trx) => {
        const r = new SupportRepository(trx);
        const created = await r.insertThread(tenantId, memberId, 'ticket', 'customerService');
        await r.addPost(tenantId, created.id, post);
        return created;
      });
      await this.#tellStaff(tenantId, { type: 'support', threadId: ticket.id, channel: 'ticket', kind: 'status', by: 'member' });
      return { offline: true, ticketNumber: ticketNumber(ticket.id), threadId: ticket.id };
    }
    const chat = await repo.openChat(tenantId, memberId);
    const added = await this.#addPost(tenantId, chat, 'member', post);
    return { offline: false, threadId: chat.id, post: postOf(added, false) };
  }

  async chatTyping(tenantId: string, memberId: number): Promise<{ done: boolean }> {
    const chat = await new SupportRepository(this.db).liveChat(tenantId, memberId);
    if (!chat) return { done: false };
    await this.#tellStaff(tenantId, { type: 'support', threadId: chat.id, channel: 'chat', kind: 'typing', by: 'member' });
    return { done: true };
  }

  async memberRead(tenantId: string, memberId: number, id: number, upTo: number): Promise<{ done: boolean }> {
    const thread = await this.#own(tenantId, memberId, id);
    const mark = await new SupportRepository(this.db).markRead(tenantId, thread.id, 'member', upTo);
    await this.#tellStaff(tenantId, { type: 'support', threadId: thread.id, channel: thread.channel, kind: 'read', by: 'member', readUpTo: mark });
    return { done: true };
  }

  // ——— staff ———

  #brand(actor: StaffActor, tenantId: string): TenantContext {
    assertBrandScope(actor.session, tenantId);
    const tenant = this.ports.tenants.get(tenantId);
    if (!tenant) throw new AppError(404, 'notFound');
    return tenant;
  }

  async #brandThread(actor: StaffActor, tenantId: string, id: number): Promise<ThreadRow> {
    this.#brand(actor, tenantId);
    const thread = await new SupportRepository(this.db).thread(tenantId, id);
    if (!thread) throw notFound();
    return thread;
  }

  /** The console says it is open (every 20 s); answers who is online. */
  async presence(actor: StaffActor, tenantId: string): Promise<{ staffOnline: string[] }> {
    this.#brand(actor, tenantId);
    await new SupportRepository(this.db).seen(tenantId, actor.session.username);
    return { staffOnline: await this.#staffOnline(tenantId) };
  }

  /** The console's stream closed: the member of staff is no longer counted online (their other tabs say so again within 20 s). */
  async away(tenantId: string, username: string): Promise<void> {
    await new SupportRepository(this.db).away(tenantId, username);
  }

  /** Checks the brand scope before a console stream opens. */
  assertCanWatch(actor: StaffActor, tenantId: string): void {
    this.#brand(actor, tenantId);
  }

  async queue(actor: StaffActor, tenantId: string, channel: 'ticket' | 'chat', status: 'active' | 'closed' | 'all', page: number): Promise<QueueList> {
    const tenant = this.#brand(actor, tenantId);
    const statuses: SupportStatus[] | undefined = status === 'active' ? ['open', 'answered'] : status === 'closed' ? ['closed'] : undefined;
    const { rows, total } = await new SupportRepository(this.db).summaries(tenantId, { channel, statuses }, (page - 1) * PAGE, PAGE);
    // The brand's default language; the console reads the other languages' answers from the canned routes.
    const canned: CannedAnswer[] = this.ports.canned.effective(tenant, tenant.config.languages.default).map((a) => ({ title: a.title, text: a.text }));
    return {
      list: rows.map((r) => ({ summary: summaryOf(r, 'staff'), account: r.account, ...(r.assignedTo ? { assignedTo: r.assignedTo } : {}) })),
      total,
      staffOnline: await this.#staffOnline(tenantId),
      canned,
    };
  }

  async staffThread(actor: StaffActor, tenantId: string, id: number): Promise<TicketDetail> {
    return this.#staffDetail(tenantId, await this.#brandThread(actor, tenantId, id));
  }

  async #staffDetail(tenantId: string, thread: ThreadRow): Promise<TicketDetail> {
    // Two independent reads, side by side (each staff answer ends here).
    const [detail, account] = await Promise.all([this.#detail(tenantId, thread, 'staff'), new SupportRepository(this.db).accountOf(tenantId, thread.memberId)]);
    detail.account = account ?? '';
    return detail;
  }

  async staffReply(actor: StaffActor, tenantId: string, id: number, content: string): Promise<TicketDetail> {
    const thread = await this.#brandThread(actor, tenantId, id);
    const text = content.trim();
    if (!text) throw new AppError(400, 'supportChatEmpty');
    return this.#staffPost(actor, tenantId, thread, { author: 'staff', staffUsername: actor.session.username, text });
  }

  async staffImage(actor: StaffActor, tenantId: string, id: number, image: Image): Promise<TicketDetail> {
    const thread = await this.#brandThread(actor, tenantId, id);
    return this.#staffPost(actor, tenantId, thread, { author: 'staff', staffUsername: actor.session.username, image });
  }

  async #staffPost(actor: StaffActor, tenantId: string, thread: ThreadRow, post: Parameters<SupportRepository['addPost']>[2]): Promise<TicketDetail> {
    if (thread.status === 'closed') throw new AppError(409, 'supportClosed');
    if (!thread.assignedTo) {
      await new SupportRepository(this.db).assign(tenantId, thread.id, actor.session.username);
      thread.assignedTo = actor.session.username;
    }
    const added = await this.#addPost(tenantId, thread, 'staff', post);
    if (thread.channel === 'ticket') {
      await this.ports.messages.notifyMember(tenantId, thread.memberId, 'supportReplied', { ticket: ticketNumber(thread.id) }, `support.reply:${added.id}`);
    }
    // The thread as the post's statement left it (status, the staff's read mark, the time): no read of it again.
    const after: ThreadRow = { ...thread, status: 'answered', staffReadId: Math.max(thread.staffReadId, added.id), updatedAt: added.createdAt };
    return this.#staffDetail(tenantId, after);
  }

  async staffImageBytes(actor: StaffActor, tenantId: string, postId: number): Promise<Image> {
    this.#brand(actor, tenantId);
    const image = await new SupportRepository(this.db).image(tenantId, postId);
    if (!image) throw notFound();
    return image;
  }

  /** Takes the thread (no `to`), or hands it over to another member of staff online in this brand's console. */
  async assign(actor: StaffActor, tenantId: string, id: number, to?: string): Promise<TicketDetail> {
    const thread = await this.#brandThread(actor, tenantId, id);
    const target = to ?? actor.session.username;
    if (target !== actor.session.username && !(await this.#staffOnline(tenantId)).includes(target)) {
      throw new AppError(409, 'supportStaffOffline', { params: { username: target.slice(0, 64) } });
    }
    await new SupportRepository(this.db).assign(tenantId, id, target);
    await this.ports.staff?.record(actor, {
      action: 'support.assign',
      tenantId,
      subject: `${thread.channel} ${ticketNumber(id)} to ${target}`,
      detail: { threadId: id, from: thread.assignedTo, to: target },
    });
    await this.#tellBoth(tenantId, thread.memberId, { type: 'support', threadId: id, channel: thread.channel, kind: 'status', by: 'staff' });
    return this.staffThread(actor, tenantId, id);
  }

  async close(actor: StaffActor, tenantId: string, id: number): Promise<TicketDetail> {
    const thread = await this.#brandThread(actor, tenantId, id);
    if (thread.status === 'closed') throw new AppError(409, 'supportClosed');
    await new SupportRepository(this.db).setStatus(tenantId, id, 'closed');
    await this.ports.staff?.record(actor, { action: 'support.close', tenantId, subject: `${thread.channel} ${ticketNumber(id)}`, detail: { threadId: id } });
    await this.#tellBoth(tenantId, thread.memberId, { type: 'support', threadId: id, channel: thread.channel, kind: 'status', by: 'staff' });
    return this.staffThread(actor, tenantId, id);
  }

  async staffTyping(actor: StaffActor, tenantId: string, id: number): Promise<{ done: boolean }> {
    const thread = await this.#brandThread(actor, tenantId, id);
    await this.#tellBoth(tenantId, thread.memberId, { type: 'support', threadId: id, channel: thread.channel, kind: 'typing', by: 'staff' });
    return { done: true };
  }

  async staffRead(actor: StaffActor, tenantId: string, id: number, upTo: number): Promise<{ done: boolean }> {
    const thread = await this.#brandThread(actor, tenantId, id);
    const mark = await new SupportRepository(this.db).markRead(tenantId, id, 'staff', upTo);
    await this.#tellBoth(tenantId, thread.memberId, { type: 'support', threadId: id, channel: thread.channel, kind: 'read', by: 'staff', readUpTo: mark });
    return { done: true };
  }

  async feedbackList(actor: StaffActor, tenantId: string, page: number): Promise<FeedbackList> {
    this.#brand(actor, tenantId);
    const { rows, total } = await new SupportRepository(this.db).feedbackPage(tenantId, (page - 1) * PAGE, PAGE);
    return { list: rows.map((r) => ({ id: r.id, account: r.account, content: r.content, createdAt: r.createdAt.toISOString() })), total };
  }

  // ——— shared ———

  async #post(tenantId: string, thread: ThreadRow, side: Side, post: Parameters<SupportRepository['addPost']>[2]): Promise<TicketDetail> {
    if (thread.status === 'closed') throw new AppError(409, 'supportClosed');
    await this.#addPost(tenantId, thread, side, post);
    return this.#detail(tenantId, (await new SupportRepository(this.db).thread(tenantId, thread.id))!, side);
  }

  /** Adds the post, moves the status (a player's post reopens, staff's answers), and tells both sides. */
  async #addPost(tenantId: string, thread: ThreadRow, side: Side, post: Parameters<SupportRepository['addPost']>[2]): Promise<PostRow> {
    if (thread.status === 'closed') throw new AppError(409, 'supportClosed');
    // Post, status and the writer's read mark in one statement (one round trip: the chat's hot path).
    const added = await new SupportRepository(this.db).addPostAndMark(tenantId, thread.id, post, side === 'member' ? 'open' : 'answered', side);
    if (!added) throw notFound();
    const event: PushSupportEvent = { type: 'support', threadId: thread.id, channel: thread.channel, kind: 'post', by: post.author };
    // Two streams (the player's, the console's): told side by side, not one after the other.
    await Promise.all([
      this.ports.push.publish(tenantId, { ...event, post: postOf(added, false) }, { memberId: thread.memberId }),
      this.#tellStaff(tenantId, { ...event, post: postOf(added, true) }),
    ]);
    return added;
  }

  async #tellStaff(tenantId: string, event: PushSupportEvent): Promise<void> {
    await this.ports.push.publish(staffStreamKey(tenantId), event);
  }

  async #tellBoth(tenantId: string, memberId: number, event: PushSupportEvent): Promise<void> {
    await this.ports.push.publish(tenantId, event, { memberId });
    await this.#tellStaff(tenantId, event);
  }

  async #detail(tenantId: string, thread: ThreadRow, side: Side): Promise<TicketDetail> {
    return this.#detailOf(thread, await new SupportRepository(this.db).posts(tenantId, thread.id), side);
  }

  #detailOf(thread: ThreadRow, posts: PostRow[], side: Side): TicketDetail {
    const mine = side === 'member' ? thread.memberReadId : thread.staffReadId;
    const unread = posts.filter((p) => (side === 'member' ? p.author !== 'member' : p.author === 'member') && p.id > mine).length;
    const preview =
      [...posts]
        .reverse()
        .find((p) => p.text)
        ?.text.slice(0, 200) ?? '';
    const detail: TicketDetail = {
      ticket: summaryOf({ ...thread, preview, unreadByMember: unread, unreadByStaff: unread, account: '' }, side),
      posts: posts.map((p) => postOf(p, side === 'staff')),
      otherReadUpTo: side === 'member' ? thread.staffReadId : thread.memberReadId,
    };
    if (thread.assignedTo && side === 'staff') detail.assignedTo = thread.assignedTo;
    return detail;
  }
}

function postOf(p: PostRow, forStaff: boolean): SupportPost {
  const post: SupportPost = { id: p.id, author: p.author, text: p.text, createdAt: p.createdAt.toISOString() };
  if (forStaff && p.staffUsername) post.staff = p.staffUsername;
  if (p.hasImage) post.image = forStaff ? `support/images/${p.id}` : `/wps/support/images/${p.id}`;
  return post;
}

function summaryOf(r: ThreadSummaryRow, side: Side): TicketSummary {
  const summary: TicketSummary = {
    id: r.id,
    number: ticketNumber(r.id),
    channel: r.channel,
    type: r.type as TicketType,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    unread: side === 'member' ? r.unreadByMember : r.unreadByStaff,
  };
  if (r.preview) summary.preview = r.preview;
  return summary;
}
