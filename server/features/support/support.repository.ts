// The only place that reads and writes the support tables: feedback, threads (tickets and chats), their posts
// (with an optional image) and staff presence. Every query names the tenant; the member's own queries also
// name the member, so a thread id of another player or brand finds nothing.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SupportAuthor, SupportChannel, SupportStatus } from './support.table.ts';

export interface ThreadRow {
  id: number;
  memberId: number;
  channel: SupportChannel;
  type: string;
  status: SupportStatus;
  assignedTo: string | null;
  memberReadId: number;
  staffReadId: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ThreadSummaryRow extends ThreadRow {
  preview: string;
  unreadByMember: number;
  unreadByStaff: number;
  account: string;
}

export interface PostRow {
  id: number;
  threadId: number;
  author: SupportAuthor;
  staffUsername: string | null;
  text: string;
  hasImage: boolean;
  createdAt: Date;
}

export interface NewPost {
  author: SupportAuthor;
  staffUsername?: string;
  text?: string;
  image?: { contentType: string; bytes: Uint8Array };
}

type ThreadDbRow = {
  id: bigint;
  member_id: bigint;
  channel: SupportChannel;
  type: string;
  status: SupportStatus;
  assigned_to: string | null;
  member_read_id: bigint;
  staff_read_id: bigint;
  created_at: Date;
  updated_at: Date;
};

const toThread = (r: ThreadDbRow): ThreadRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  channel: r.channel,
  type: r.type,
  status: r.status,
  assignedTo: r.assigned_to,
  memberReadId: Number(r.member_read_id),
  staffReadId: Number(r.staff_read_id),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const THREAD_COLUMNS = ['id', 'member_id', 'channel', 'type', 'status', 'assigned_to', 'member_read_id', 'staff_read_id', 'created_at', 'updated_at'] as const;

export class SupportRepository {
  constructor(private readonly db: Db) {}

  async insertFeedback(tenantId: string, memberId: number, content: string): Promise<number> {
    const row = await this.db
      .insertInto('support_feedback')
      .values({ tenant_id: tenantId, member_id: BigInt(memberId), content })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async feedbackPage(tenantId: string, offset: number, limit: number) {
    const rows = await this.db
      .selectFrom('support_feedback as f')
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'f.tenant_id').onRef('m.id', '=', 'f.member_id'))
      .select(['f.id', 'f.content', 'f.created_at', 'm.account'])
      .where('f.tenant_id', '=', tenantId)
      .orderBy('f.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const total = await this.db
      .selectFrom('support_feedback')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return { rows: rows.map((r) => ({ id: Number(r.id), content: r.content, createdAt: r.created_at, account: r.account })), total: Number(total.n) };
  }

  async insertThread(tenantId: string, memberId: number, channel: SupportChannel, type: string): Promise<ThreadRow> {
    const row = await this.db
      .insertInto('support_threads')
      .values({ tenant_id: tenantId, member_id: BigInt(memberId), channel, type, status: 'open' })
      .returning(THREAD_COLUMNS)
      .executeTakeFirstOrThrow();
    return toThread(row);
  }

  /** The thread, of this member when `memberId` is given (a player), else any of the brand (staff); locked when `forUpdate`. */
  async thread(tenantId: string, id: number, memberId?: number, forUpdate = false): Promise<ThreadRow | null> {
    let q = this.db.selectFrom('support_threads').select(THREAD_COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', BigInt(id));
    if (memberId !== undefined) q = q.where('member_id', '=', BigInt(memberId));
    const row = await (forUpdate ? q.forUpdate() : q).executeTakeFirst();
    return row ? toThread(row) : null;
  }

  /** The member's live chat (not closed), if any. */
  async liveChat(tenantId: string, memberId: number): Promise<ThreadRow | null> {
    const row = await this.db
      .selectFrom('support_threads')
      .select(THREAD_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('channel', '=', 'chat')
      .where('status', '<>', 'closed')
      .executeTakeFirst();
    return row ? toThread(row) : null;
  }

  /** Creates the member's live chat, or answers the one a concurrent request created. */
  async openChat(tenantId: string, memberId: number): Promise<ThreadRow> {
    await sql`insert into support_threads (tenant_id, member_id, channel, type, status)
      values (${tenantId}, ${BigInt(memberId)}, 'chat', 'customerService', 'open')
      on conflict (tenant_id, member_id) where channel = 'chat' and status <> 'closed' do nothing`.execute(this.db);
    return (await this.liveChat(tenantId, memberId))!;
  }

  async addPost(tenantId: string, threadId: number, post: NewPost): Promise<PostRow> {
    const row = await this.db
      .insertInto('support_posts')
      .values({
        tenant_id: tenantId,
        thread_id: BigInt(threadId),
        author: post.author,
        staff_username: post.staffUsername ?? null,
        text: post.text ?? '',
        image_type: post.image?.contentType ?? null,
        image: post.image ? post.image.bytes : null,
      })
      .returning(['id', 'thread_id', 'author', 'staff_username', 'text', 'created_at'])
      .executeTakeFirstOrThrow();
    return {
      id: Number(row.id),
      threadId: Number(row.thread_id),
      author: row.author,
      staffUsername: row.staff_username,
      text: row.text,
      hasImage: Boolean(post.image),
      createdAt: row.created_at,
    };
  }

  /** Images the member has attached to the thread. */
  async memberImageCount(tenantId: string, threadId: number): Promise<number> {
    const row = await this.db
      .selectFrom('support_posts')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('thread_id', '=', BigInt(threadId))
      .where('author', '=', 'member')
      .where('image', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Adds a post, moves the thread's status and the writer's read mark up to it (writing is reading everything
   * before it), in ONE statement: atomic like a transaction, one round trip instead of five (begin, insert,
   * status, read mark, commit) on the chat's hottest path (bench-chat). Null when the thread is gone.
   */
  async addPostAndMark(tenantId: string, threadId: number, post: NewPost, status: SupportStatus, side: 'member' | 'staff'): Promise<PostRow | null> {
    const column = side === 'member' ? sql.ref('member_read_id') : sql.ref('staff_read_id');
    const { rows } = await sql<{ id: bigint; thread_id: bigint; author: SupportAuthor; staff_username: string | null; text: string; created_at: Date }>`
      with thread as (
        select id from support_threads where tenant_id = ${tenantId} and id = ${BigInt(threadId)}
      ), post as (
        insert into support_posts (tenant_id, thread_id, author, staff_username, text, image_type, image)
        select ${tenantId}, thread.id, ${post.author}, ${post.staffUsername ?? null}, ${post.text ?? ''}, ${post.image?.contentType ?? null}, ${post.image ? post.image.bytes : null}
        from thread
        returning id, thread_id, author, staff_username, text, created_at
      ), moved as (
        update support_threads
        set status = ${status}, updated_at = now(), closed_at = null, ${column} = greatest(${column}, (select id from post))
        where tenant_id = ${tenantId} and id = (select thread_id from post)
        returning id
      )
      select post.*, (select count(*) from moved) as moved from post`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      threadId: Number(row.thread_id),
      author: row.author,
      staffUsername: row.staff_username,
      text: row.text,
      hasImage: Boolean(post.image),
      createdAt: new Date(row.created_at),
    };
  }

  async posts(tenantId: string, threadId: number): Promise<PostRow[]> {
    const rows = await this.db
      .selectFrom('support_posts')
      .select(['id', 'thread_id', 'author', 'staff_username', 'text', 'created_at', sql<boolean>`image is not null`.as('has_image')])
      .where('tenant_id', '=', tenantId)
      .where('thread_id', '=', BigInt(threadId))
      .orderBy('id')
      .limit(1000)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      threadId: Number(r.thread_id),
      author: r.author,
      staffUsername: r.staff_username,
      text: r.text,
      hasImage: r.has_image,
      createdAt: r.created_at,
    }));
  }

  /** A post's image, of a thread of this member when `memberId` is given. */
  async image(tenantId: string, postId: number, memberId?: number): Promise<{ contentType: string; bytes: Uint8Array } | null> {
    let q = this.db
      .selectFrom('support_posts as p')
      .innerJoin('support_threads as t', (j) => j.onRef('t.tenant_id', '=', 'p.tenant_id').onRef('t.id', '=', 'p.thread_id'))
      .select(['p.image_type', 'p.image'])
      .where('p.tenant_id', '=', tenantId)
      .where('p.id', '=', BigInt(postId))
      .where('p.image', 'is not', null);
    if (memberId !== undefined) q = q.where('t.member_id', '=', BigInt(memberId));
    const row = await q.executeTakeFirst();
    return row?.image && row.image_type ? { contentType: row.image_type, bytes: row.image } : null;
  }

  async setStatus(tenantId: string, id: number, status: SupportStatus): Promise<void> {
    await this.db
      .updateTable('support_threads')
      .set({ status, updated_at: sql<Date>`now()`, closed_at: status === 'closed' ? sql<Date>`now()` : null })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .execute();
  }

  async touch(tenantId: string, id: number): Promise<void> {
    await this.db
      .updateTable('support_threads')
      .set({ updated_at: sql<Date>`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .execute();
  }

  async assign(tenantId: string, id: number, username: string): Promise<void> {
    await this.db.updateTable('support_threads').set({ assigned_to: username }).where('tenant_id', '=', tenantId).where('id', '=', BigInt(id)).execute();
  }

  /** Moves the side's read mark forward (never back) to a post of the thread; answers the mark. */
  async markRead(tenantId: string, id: number, side: 'member' | 'staff', upTo: number): Promise<number> {
    const column = side === 'member' ? sql.ref('member_read_id') : sql.ref('staff_read_id');
    const { rows } = await sql<{ mark: bigint }>`update support_threads
      set ${column} = greatest(${column}, coalesce((select max(id) from support_posts where tenant_id = ${tenantId} and thread_id = ${BigInt(id)} and id <= ${BigInt(upTo)}), 0))
      where tenant_id = ${tenantId} and id = ${BigInt(id)}
      returning ${column} as mark`.execute(this.db);
    return rows[0] ? Number(rows[0].mark) : 0;
  }

  /** Threads with their last post's text, unread counts per side and the player's account. */
  async summaries(
    tenantId: string,
    filter: { memberId?: number; channel?: SupportChannel; statuses?: SupportStatus[] },
    offset: number,
    limit: number,
  ): Promise<{ rows: ThreadSummaryRow[]; total: number }> {
    const where = sql.join(
      [
        sql`t.tenant_id = ${tenantId}`,
        ...(filter.memberId !== undefined ? [sql`t.member_id = ${BigInt(filter.memberId)}`] : []),
        ...(filter.channel ? [sql`t.channel = ${filter.channel}`] : []),
        ...(filter.statuses ? [sql`t.status in (${sql.join(filter.statuses)})`] : []),
      ],
      sql` and `,
    );
    const { rows } = await sql<
      ThreadDbRow & { preview: string | null; unread_member: string; unread_staff: string; account: string }
    >`select t.id, t.member_id, t.channel, t.type, t.status, t.assigned_to, t.member_read_id, t.staff_read_id, t.created_at, t.updated_at,
        (select left(p.text, 200) from support_posts p where p.tenant_id = t.tenant_id and p.thread_id = t.id and p.text <> '' order by p.id desc limit 1) as preview,
        (select count(*) from support_posts p where p.tenant_id = t.tenant_id and p.thread_id = t.id and p.author <> 'member' and p.id > t.member_read_id)::text as unread_member,
        (select count(*) from support_posts p where p.tenant_id = t.tenant_id and p.thread_id = t.id and p.author = 'member' and p.id > t.staff_read_id)::text as unread_staff,
        m.account
      from support_threads t join members m on m.tenant_id = t.tenant_id and m.id = t.member_id
      where ${where}
      order by t.updated_at desc, t.id desc limit ${limit} offset ${offset}`.execute(this.db);
    const total = await sql<{ n: string }>`select count(*)::text as n from support_threads t where ${where}`.execute(this.db);
    return {
      rows: rows.map((r) => ({
        ...toThread(r),
        preview: r.preview ?? '',
        unreadByMember: Number(r.unread_member),
        unreadByStaff: Number(r.unread_staff),
        account: r.account,
      })),
      total: Number(total.rows[0].n),
    };
  }

  async accountOf(tenantId: string, memberId: number): Promise<string | null> {
    const row = await this.db.selectFrom('members').select('account').where('tenant_id', '=', tenantId).where('id', '=', BigInt(memberId)).executeTakeFirst();
    return row?.account ?? null;
  }

  async seen(tenantId: string, username: string): Promise<void> {
    await this.db
      .insertInto('support_presence')
      .values({ tenant_id: tenantId, username, seen_at: sql<Date>`now()` })
      .onConflict((oc) => oc.columns(['tenant_id', 'username']).doUpdateSet({ seen_at: sql<Date>`now()` }))
      .execute();
  }

  async away(tenantId: string, username: string): Promise<void> {
    await this.db.deleteFrom('support_presence').where('tenant_id', '=', tenantId).where('username', '=', username).execute();
  }

  /** Staff whose console of this brand was seen within `seconds`. */
  async online(tenantId: string, seconds: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('support_presence')
      .select('username')
      .where('tenant_id', '=', tenantId)
      .where('seen_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
      .orderBy('username')
      .execute();
    return rows.map((r) => r.username);
  }
}
