// Platform messages (messageV2, issue 21 item 2): the member's inbox, the system messages written from domain
// events (consumer 'messages'), and what staff send from the back office. A message to a brand or a segment
// is stored once and matched at read time (the repository's `visibleTo`); every change to an inbox is pushed
// to open browsers as a content-free 'messages' event (to the one member, or to the brand for a broadcast),
// and the browser refetches through its own session, so no stream ever carries another member's message.
import type {
  AnnouncementList,
  MessageItem,
  MessageList,
  ComposeRequest,
  SentList,
  SentMessage,
  MessageAudience,
} from '../../../schemas/generated/messages.ts';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { fallbackChain } from '../../../schemas/rules/languages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext, TenantDirectory } from '../../tenancy/tenant-directory.ts';
import type { EventBatchHandler, StoredDomainEvent } from '../domain-events/domain-events.service.ts';
import type { PushHub } from '../push/push-hub.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { MessagesRepository, type InboxRow, type NewMessage, type Reader, type SentRow } from './messages.repository.ts';

export const MESSAGES_CONSUMER = 'messages';

/** Domain event type → system message code (its text: messages.system.<code>.title / .body in every catalogue). */
const SYSTEM_CODES: Record<string, MessageItem['code']> = {
  'deposit.credited': 'depositCredited',
  'withdrawal.paid': 'withdrawalPaid',
  'reward.granted': 'rewardGranted',
};

/** 'member.security_changed' (accounts, withdrawals) by what changed → its system message code. */
const SECURITY_CODES: Record<string, MessageItem['code']> = {
  password: 'passwordChanged',
  paymentPassword: 'paymentPasswordChanged',
  email: 'emailChanged',
  mobile: 'mobileChanged',
  bankCard: 'bankCardAdded',
  bankCardRemoved: 'bankCardRemoved',
};

function systemCodeOf(event: StoredDomainEvent): MessageItem['code'] | undefined {
  const what = event.payload.what;
  if (event.type === 'member.security_changed') return typeof what === 'string' && Object.hasOwn(SECURITY_CODES, what) ? SECURITY_CODES[what] : undefined;
  return SYSTEM_CODES[event.type];
}

const notFound = () => new AppError(404, 'messageNotFound');

/** The text in `language`, else along its fallback chain, else the brand's default, else any. */
export function pickText(texts: Record<string, string>, language: LanguageCode, brandDefault: LanguageCode): string {
  for (const code of [language, ...fallbackChain(language), brandDefault]) if (texts[code]) return texts[code];
  return Object.values(texts)[0] ?? '';
}

function systemParams(event: StoredDomainEvent): Record<string, unknown> {
  const p = event.payload;
  const params: Record<string, unknown> = {};
  if (typeof p.amount === 'number' && Number.isSafeInteger(p.amount) && p.amount >= 0) params.amount = p.amount;
  if (typeof p.currency === 'string') params.currency = p.currency.slice(0, 8);
  if (p.kind === 'bonus' || p.kind === 'cash') params.kind = p.kind;
  return params;
}

export interface MessagesPorts {
  push: Pick<PushHub, 'publish'>;
  tenants: TenantDirectory;
  staff?: StaffAccountsService;
  /** When the member was excluded (exclusion feature): brand and segment messages of those times skip them. */
  quietSpans?(tenantId: string, memberId: number): Promise<Array<{ from: Date; to: Date | null }>>;
}

export class MessagesService {
  /** Members whose inbox the consumer changed; told once the batch has committed. */
  readonly #toNotify = new Map<string, Set<number>>();

  constructor(
    private readonly db: Db,
    private readonly ports: MessagesPorts,
  ) {}

  async #reader(tenantId: string, memberId: number): Promise<Reader> {
    const reader = await new MessagesRepository(this.db).reader(tenantId, memberId);
    if (!reader) throw new AppError(401, 'unauthorized');
    const quietSpans = await this.ports.quietSpans?.(tenantId, memberId);
    return quietSpans?.length ? { ...reader, quietSpans } : reader;
  }

  async inbox(tenant: TenantContext, memberId: number, language: LanguageCode, page: number, size: number): Promise<MessageList> {
    const reader = await this.#reader(tenant.id, memberId);
    const { rows, total, unread } = await new MessagesRepository(this.db).inbox(reader, (page - 1) * size, size);
    return { list: rows.map((r) => this.#item(r, language, tenant.config.languages.default)), total, unread };
  }

  async unreadCount(tenantId: string, memberId: number): Promise<number> {
    return (await new MessagesRepository(this.db).counts(await this.#reader(tenantId, memberId))).unread;
  }

  async markRead(tenantId: string, memberId: number, ids: number[] | 'all'): Promise<{ changed: number; unread: number }> {
    const reader = await this.#reader(tenantId, memberId);
    const repo = new MessagesRepository(this.db);
    const changed = await repo.markRead(reader, ids);
    if (ids !== 'all' && changed === 0) throw notFound();
    await this.ports.push.publish(tenantId, { type: 'messages' }, { memberId });
    return { changed, unread: (await repo.counts(reader)).unread };
  }

  async delete(tenantId: string, memberId: number, ids: number[]): Promise<{ changed: number; unread: number }> {
    const reader = await this.#reader(tenantId, memberId);
    const repo = new MessagesRepository(this.db);
    const changed = await repo.delete(reader, ids);
    if (changed === 0) throw notFound();
    await this.ports.push.publish(tenantId, { type: 'messages' }, { memberId });
    return { changed, unread: (await repo.counts(reader)).unread };
  }

  #item(r: InboxRow, language: LanguageCode, brandDefault: LanguageCode): MessageItem {
    const item: MessageItem = { id: r.id, kind: r.kind, read: r.readAt !== null, createdAt: r.createdAt.toISOString() };
    if (r.kind === 'system') {
      item.code = r.code as MessageItem['code'];
      item.params = r.params as MessageItem['params'];
    } else {
      item.title = pickText(r.title, language, brandDefault);
      item.body = pickText(r.body, language, brandDefault);
    }
    return item;
  }

  /**
   * MCSFE_getListAnnouncements (spec §3): the brand's live notices of the asked types, in `language` — read from
   * the effective config, the same store the notice bar and modal use (the tenant file, or staff's live content).
   */
  announcements(tenant: TenantContext, types: readonly string[], language: LanguageCode): AnnouncementList {
    const wanted = new Set(types);
    const main = tenant.config.languages.default;
    return {
      list: tenant.config.notices
        .filter((n) => wanted.has(n.type ?? 'B'))
        .map((n) => ({ id: n.id, type: n.type ?? 'B', title: pickText(n.title, language, main), content: pickText(n.content, language, main) })),
    };
  }

  // ——— the consumer of domain events ———

  /** Writes the system message of each event it knows, in the consumer's transaction; a replay writes nothing. */
  readonly handleBatch: EventBatchHandler = async (events, trx) => {
    const repo = new MessagesRepository(trx);
    for (const event of events) {
      const code = systemCodeOf(event);
      if (!code || event.memberId === null) continue;
      const id = await repo.insert({
        tenantId: event.tenantId,
        kind: 'system',
        audience: 'member',
        memberId: event.memberId,
        code,
        params: systemParams(event),
        dedupeKey: `${event.type}:${event.key}`,
      });
      if (id === null) continue;
      let members = this.#toNotify.get(event.tenantId);
      if (!members) this.#toNotify.set(event.tenantId, (members = new Set()));
      members.add(event.memberId);
    }
  };

  /** After a drain has committed: tells each member whose inbox got a system message. */
  async notifyPending(): Promise<void> {
    const pending = [...this.#toNotify.entries()];
    this.#toNotify.clear();
    for (const [tenantId, members] of pending) for (const memberId of members) await this.ports.push.publish(tenantId, { type: 'messages' }, { memberId });
  }

  /**
   * A system message to one member from another feature (support: staff answered ticket `params.ticket`),
   * written once per `dedupeKey`, then the member's open streams are told.
   */
  async notifyMember(
    tenantId: string,
    memberId: number,
    code: NonNullable<MessageItem['code']>,
    params: NonNullable<MessageItem['params']>,
    dedupeKey: string,
  ): Promise<void> {
    const id = await new MessagesRepository(this.db).insert({ tenantId, kind: 'system', audience: 'member', memberId, code, params: { ...params }, dedupeKey });
    if (id !== null) await this.ports.push.publish(tenantId, { type: 'messages' }, { memberId });
  }

  // ——— the back office ———

  #brand(actor: StaffActor, tenantId: string): TenantContext {
    assertBrandScope(actor.session, tenantId);
    const tenant = this.ports.tenants.get(tenantId);
    if (!tenant) throw new AppError(404, 'notFound');
    return tenant;
  }

  async compose(actor: StaffActor, tenantId: string, request: ComposeRequest): Promise<SentMessage> {
    const tenant = this.#brand(actor, tenantId);
    const title = trimTexts(request.title);
    const body = trimTexts(request.body);
    const languages = tenant.config.languages.supported as readonly string[];
    const foreign = [...Object.keys(title), ...Object.keys(body)].find((code) => !languages.includes(code));
    if (foreign) throw new AppError(400, 'messageLanguageNotOfBrand', { params: { language: foreign } });
    const main = tenant.config.languages.default;
    if (!title[main] || !body[main]) throw new AppError(400, 'messageDefaultLanguageRequired', { params: { language: main } });
    const repo = new MessagesRepository(this.db);
    const message: NewMessage = { tenantId, kind: 'operator', audience: request.audience.type, title, body, createdBy: actor.session.username };
    const audience = request.audience;
    let subject = 'all players';
    if (audience.type === 'member' || audience.type === 'downline') {
      const account = audience.account?.trim() ?? '';
      const member = account ? await repo.memberByAccount(tenantId, account.toLowerCase()) : null;
      if (!member) throw new AppError(400, 'messageUnknownAccount', { params: { account: account.slice(0, 64) } });
      if (audience.type === 'member') message.memberId = member.id;
      else message.uplineId = member.id;
      subject = `${audience.type === 'member' ? 'player' : 'downline of'} ${member.account}`;
    } else if (audience.type === 'registered') {
      const from = audience.from ? new Date(audience.from) : null;
      const to = audience.to ? new Date(audience.to) : null;
      if (!from || !to || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) throw new AppError(400, 'messageBadDateRange');
      message.registeredFrom = from;
      message.registeredTo = to;
      subject = `players registered ${from.toISOString()} – ${to.toISOString()}`;
    }
    const id = (await repo.insert(message))!;
    await this.ports.staff?.record(actor, {
      action: 'message.send',
      tenantId,
      subject: `message ${id} to ${subject}`,
      detail: { messageId: id, audience: audience.type, title: title[main] },
    });
    await this.ports.push.publish(tenantId, { type: 'messages' }, message.memberId !== undefined ? { memberId: message.memberId } : {});
    return (await this.#sentOne(tenantId, id))!;
  }

  async sent(actor: StaffActor, tenantId: string, page: number): Promise<SentList> {
    const tenant = this.#brand(actor, tenantId);
    const { rows, total } = await new MessagesRepository(this.db).sent(tenantId, (page - 1) * SENT_PAGE, SENT_PAGE);
    return { list: rows.map(toSent), total, languages: [...tenant.config.languages.supported], defaultLanguage: tenant.config.languages.default };
  }

  async withdraw(actor: StaffActor, tenantId: string, id: number): Promise<SentMessage> {
    this.#brand(actor, tenantId);
    const repo = new MessagesRepository(this.db);
    const target = await repo.audienceOf(tenantId, id);
    if (!target) throw notFound();
    if (!(await repo.withdraw(tenantId, id, actor.session.username))) throw new AppError(409, 'messageAlreadyWithdrawn');
    await this.ports.staff?.record(actor, { action: 'message.withdraw', tenantId, subject: `message ${id}`, detail: { messageId: id } });
    await this.ports.push.publish(tenantId, { type: 'messages' }, target.memberId !== null ? { memberId: target.memberId } : {});
    return (await this.#sentOne(tenantId, id))!;
  }

  async #sentOne(tenantId: string, id: number): Promise<SentMessage | undefined> {
    const { rows } = await new MessagesRepository(this.db).sent(tenantId, 0, 1, id);
    return rows[0] ? toSent(rows[0]) : undefined;
  }
}

const SENT_PAGE = 20;

function trimTexts(texts: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [code, text] of Object.entries(texts)) if (text && text.trim()) out[code] = text.trim();
  return out;
}

function toSent(r: SentRow): SentMessage {
  const audience: MessageAudience = { type: r.audience };
  if (r.audience === 'member' && r.account) audience.account = r.account;
  if (r.audience === 'downline' && r.uplineAccount) audience.account = r.uplineAccount;
  if (r.registeredFrom) audience.from = r.registeredFrom.toISOString();
  if (r.registeredTo) audience.to = r.registeredTo.toISOString();
  const sent: SentMessage = { id: r.id, audience, title: r.title, body: r.body, reads: r.reads, createdAt: r.createdAt.toISOString() };
  if (r.createdBy) sent.createdBy = r.createdBy;
  if (r.withdrawnAt) sent.withdrawnAt = r.withdrawnAt.toISOString();
  if (r.withdrawnBy) sent.withdrawnBy = r.withdrawnBy;
  return sent;
}
