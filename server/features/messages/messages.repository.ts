// The only place that reads and writes messages and message_states. A member sees a message when it is of
// their brand, not withdrawn, not deleted by them, and its audience matches them (see `visibleTo`): a brand or
// segment message is one row joined to each reader at read time, never one row per player.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MessageAudience } from './messages.table.ts';

export interface Reader {
  tenantId: string;
  memberId: number;
  uplineId: number | null;
  registeredAt: Date;
  /**
   * Times the member was excluded (time-out, self- or operator exclusion; end null = still): a message to the brand
   * or a segment sent then is marketing they asked not to get, so it never reaches them (issue 22).
   */
  quietSpans?: ReadonlyArray<{ from: Date; to: Date | null }>;
}

export interface InboxRow {
  id: number;
  kind: 'operator' | 'system';
  code: string | null;
  params: Record<string, unknown>;
  title: Record<string, string>;
  body: Record<string, string>;
  createdAt: Date;
  readAt: Date | null;
}

export interface NewMessage {
  tenantId: string;
  kind: 'operator' | 'system';
  audience: MessageAudience;
  memberId?: number;
  uplineId?: number;
  registeredFrom?: Date;
  registeredTo?: Date;
  code?: string;
  params?: Record<string, unknown>;
  title?: Record<string, string>;
  body?: Record<string, string>;
  dedupeKey?: string;
  createdBy?: string;
}

export interface SentRow {
  id: number;
  audience: MessageAudience;
  memberId: number | null;
  account: string | null;
  uplineAccount: string | null;
  registeredFrom: Date | null;
  registeredTo: Date | null;
  title: Record<string, string>;
  body: Record<string, string>;
  createdBy: string | null;
  createdAt: Date;
  withdrawnAt: Date | null;
  withdrawnBy: string | null;
  reads: number;
}

/** The condition "message m is addressed to this reader" (not counting the reader's own read/deleted state). */
function visibleTo(r: Reader): RawBuilder<boolean> {
  return sql<boolean>`m.tenant_id = ${r.tenantId} and m.withdrawn_at is null and (
      m.audience = 'all'
      or (m.audience = 'member' and m.member_id = ${r.memberId})
      or (m.audience = 'downline' and m.upline_id = ${r.uplineId})
      or (m.audience = 'registered' and ${r.registeredAt}::timestamptz >= m.registered_from and ${r.registeredAt}::timestamptz < m.registered_to))${quiet(r)}`;
}

/** Leaves out brand and segment messages sent while the reader was excluded (their own messages still come). */
function quiet(r: Reader): RawBuilder<unknown> {
  const spans = r.quietSpans ?? [];
  if (spans.length === 0) return sql``;
  const froms = spans.map((s) => s.from.toISOString());
  const tos = spans.map((s) => (s.to ? s.to.toISOString() : 'infinity'));
  return sql` and not (m.audience <> 'member' and exists (select 1 from unnest(${froms}::timestamptz[], ${tos}::timestamptz[]) q(f, t)
      where m.created_at >= q.f and m.created_at < q.t))`;
}

const stateJoin = (r: Reader) => sql`left join message_states s on s.tenant_id = m.tenant_id and s.message_id = m.id and s.member_id = ${r.memberId}`;

export class MessagesRepository {
  constructor(private readonly db: Db) {}

  /** The reader's facts a segment matches on; null for a member that is not of this brand. */
  async reader(tenantId: string, memberId: number): Promise<Reader | null> {
    const row = await this.db
      .selectFrom('members')
      .select(['upline_id', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(memberId))
      .executeTakeFirst();
    return row ? { tenantId, memberId, uplineId: row.upline_id === null ? null : Number(row.upline_id), registeredAt: row.created_at } : null;
  }

  async memberByAccount(tenantId: string, key: string): Promise<{ id: number; account: string } | null> {
    const row = await this.db
      .selectFrom('members')
      .select(['id', 'account'])
      .where('tenant_id', '=', tenantId)
      .where('account_key', '=', key)
      .executeTakeFirst();
    return row ? { id: Number(row.id), account: row.account } : null;
  }

  async inbox(r: Reader, offset: number, limit: number): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
    const { rows } = await sql<{
      id: bigint;
      kind: 'operator' | 'system';
      code: string | null;
      params: unknown;
      title: unknown;
      body: unknown;
      created_at: Date;
      read_at: Date | null;
    }>`select m.id, m.kind, m.code, m.params, m.title, m.body, m.created_at, s.read_at
      from messages m ${stateJoin(r)}
      where ${visibleTo(r)} and s.deleted_at is null
      order by m.id desc limit ${limit} offset ${offset}`.execute(this.db);
    const counts = await this.counts(r);
    return {
      rows: rows.map((x) => ({
        id: Number(x.id),
        kind: x.kind,
        code: x.code,
        params: (x.params ?? {}) as Record<string, unknown>,
        title: (x.title ?? {}) as Record<string, string>,
        body: (x.body ?? {}) as Record<string, string>,
        createdAt: x.created_at,
        readAt: x.read_at,
      })),
      ...counts,
    };
  }

  async counts(r: Reader): Promise<{ total: number; unread: number }> {
    const { rows } = await sql<{ total: string; unread: string }>`
      select count(*)::text as total, count(*) filter (where s.read_at is null)::text as unread
      from messages m ${stateJoin(r)}
      where ${visibleTo(r)} and s.deleted_at is null`.execute(this.db);
    return { total: Number(rows[0].total), unread: Number(rows[0].unread) };
  }

  /** Marks the reader's messages `ids` (or all of them) read; returns how many of `ids` the reader can see. */
  async markRead(r: Reader, ids: number[] | 'all'): Promise<number> {
    const only = ids === 'all' ? sql`true` : sql`m.id = any(${ids.map(String)}::int8[])`;
    const { rows } = await sql<{ n: string }>`
      with hit as (
        insert into message_states (tenant_id, message_id, member_id, read_at)
        select m.tenant_id, m.id, ${r.memberId}, now() from messages m ${stateJoin(r)}
        where ${visibleTo(r)} and s.deleted_at is null and ${only}
        on conflict (tenant_id, message_id, member_id) do update set read_at = coalesce(message_states.read_at, excluded.read_at)
        returning 1)
      select count(*)::text as n from hit`.execute(this.db);
    return Number(rows[0].n);
  }

  /** Deletes (for this reader only) the messages `ids`; returns how many the reader could see. */
  async delete(r: Reader, ids: number[]): Promise<number> {
    const { rows } = await sql<{ n: string }>`
      with hit as (
        insert into message_states (tenant_id, message_id, member_id, read_at, deleted_at)
        select m.tenant_id, m.id, ${r.memberId}, now(), now() from messages m ${stateJoin(r)}
        where ${visibleTo(r)} and s.deleted_at is null and m.id = any(${ids.map(String)}::int8[])
        on conflict (tenant_id, message_id, member_id) do update
          set read_at = coalesce(message_states.read_at, excluded.read_at), deleted_at = excluded.deleted_at
        returning 1)
      select count(*)::text as n from hit`.execute(this.db);
    return Number(rows[0].n);
  }

  /** Writes a message; null when its dedupe key was written before (a replayed event). */
  async insert(m: NewMessage): Promise<number | null> {
    const row = await this.db
      .insertInto('messages')
      .values({
        tenant_id: m.tenantId,
        kind: m.kind,
        audience: m.audience,
        member_id: m.memberId === undefined ? null : BigInt(m.memberId),
        upline_id: m.uplineId === undefined ? null : BigInt(m.uplineId),
        registered_from: m.registeredFrom ?? null,
        registered_to: m.registeredTo ?? null,
        code: m.code ?? null,
        params: JSON.stringify(m.params ?? {}),
        title: JSON.stringify(m.title ?? {}),
        body: JSON.stringify(m.body ?? {}),
        dedupe_key: m.dedupeKey ?? null,
        created_by: m.createdBy ?? null,
      })
      .onConflict((c) => c.columns(['tenant_id', 'dedupe_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  async sent(tenantId: string, offset: number, limit: number, onlyId?: number): Promise<{ rows: SentRow[]; total: number }> {
    const { rows } = await sql<{
      id: bigint;
      audience: MessageAudience;
      member_id: bigint | null;
      account: string | null;
      upline_account: string | null;
      registered_from: Date | null;
      registered_to: Date | null;
      title: unknown;
      body: unknown;
      created_by: string | null;
      created_at: Date;
      withdrawn_at: Date | null;
      withdrawn_by: string | null;
      reads: string;
    }>`select m.id, m.audience, m.member_id, p.account, u.account as upline_account, m.registered_from, m.registered_to, m.title, m.body,
        m.created_by, m.created_at, m.withdrawn_at, m.withdrawn_by,
        (select count(*) from message_states s where s.tenant_id = m.tenant_id and s.message_id = m.id and s.read_at is not null)::text as reads
      from messages m
      left join members p on p.tenant_id = m.tenant_id and p.id = m.member_id
      left join members u on u.tenant_id = m.tenant_id and u.id = m.upline_id
      where m.tenant_id = ${tenantId} and m.kind = 'operator' and (${onlyId ?? null}::int8 is null or m.id = ${onlyId ?? null}::int8)
      order by m.id desc limit ${limit} offset ${offset}`.execute(this.db);
    const total = await this.db
      .selectFrom('messages')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 'operator')
      .executeTakeFirstOrThrow();
    return {
      total: Number(total.n),
      rows: rows.map((x) => ({
        id: Number(x.id),
        audience: x.audience,
        memberId: x.member_id === null ? null : Number(x.member_id),
        account: x.account,
        uplineAccount: x.upline_account,
        registeredFrom: x.registered_from,
        registeredTo: x.registered_to,
        title: (x.title ?? {}) as Record<string, string>,
        body: (x.body ?? {}) as Record<string, string>,
        createdBy: x.created_by,
        createdAt: x.created_at,
        withdrawnAt: x.withdrawn_at,
        withdrawnBy: x.withdrawn_by,
        reads: Number(x.reads),
      })),
    };
  }

  /** Withdraws an operator message; false when there is none (or it was withdrawn already). */
  async withdraw(tenantId: string, id: number, by: string): Promise<boolean> {
    const r = await this.db
      .updateTable('messages')
      .set({ withdrawn_at: new Date(), withdrawn_by: by })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('kind', '=', 'operator')
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async audienceOf(tenantId: string, id: number): Promise<{ audience: MessageAudience; memberId: number | null } | null> {
    const row = await this.db
      .selectFrom('messages')
      .select(['audience', 'member_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('kind', '=', 'operator')
      .executeTakeFirst();
    return row ? { audience: row.audience, memberId: row.member_id === null ? null : Number(row.member_id) } : null;
  }
}
