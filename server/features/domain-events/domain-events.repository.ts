// The only place that reads and writes the event outbox and the consumers' cursors.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface NewDomainEvent {
  tenantId: string;
  /** 'member.registered', 'deposit.credited', 'withdrawal.paid', 'bet.settled', 'reward.granted', … */
  type: string;
  memberId: number | null;
  /** Unique per (tenant, type): a second emit of the same key writes nothing. */
  key: string;
  payload: Record<string, unknown>;
}

export interface StoredDomainEvent extends NewDomainEvent {
  id: number;
  txId: string;
  occurredAt: Date;
}

export interface EventCursor {
  txId: string;
  eventId: number;
}

interface EventRow {
  tenant_id: string;
  id: bigint;
  tx_id: string;
  type: string;
  member_id: bigint | null;
  dedupe_key: string;
  payload: unknown;
  occurred_at: Date;
}

const toEvent = (r: EventRow): StoredDomainEvent => ({
  tenantId: r.tenant_id,
  id: Number(r.id),
  txId: r.tx_id,
  type: r.type,
  memberId: r.member_id === null ? null : Number(r.member_id),
  key: r.dedupe_key,
  payload: (r.payload ?? {}) as Record<string, unknown>,
  occurredAt: r.occurred_at,
});

export class DomainEventsRepository {
  constructor(private readonly db: Db) {}

  async emit(e: NewDomainEvent): Promise<void> {
    await sql`select domain_event_emit(${e.tenantId}::text, ${e.type}::text, ${e.memberId}::int8, ${e.key}::text, ${JSON.stringify(e.payload)}::jsonb)`.execute(
      this.db,
    );
  }

  /** The consumer's cursor, locked for this transaction; null while another transaction (instance) holds it. */
  async lockCursor(consumer: string): Promise<EventCursor | null> {
    await this.db
      .insertInto('event_cursors')
      .values({ consumer })
      .onConflict((c) => c.column('consumer').doNothing())
      .execute();
    const { rows } = await sql<{ tx_id: string; event_id: bigint }>`
      select tx_id::text as tx_id, event_id from event_cursors where consumer = ${consumer} for update skip locked`.execute(this.db);
    return rows[0] ? { txId: rows[0].tx_id, eventId: Number(rows[0].event_id) } : null;
  }

  /**
   * The next events after `cursor` in (transaction, id) order, only from transactions older than every one still
   * open: a transaction that began earlier but commits later cannot then add an event behind the cursor.
   */
  async readAfter(cursor: EventCursor, limit: number): Promise<StoredDomainEvent[]> {
    const { rows } = await sql<EventRow>`
      select tenant_id, id, tx_id::text as tx_id, type, member_id, dedupe_key, payload, occurred_at
      from domain_events
      where (tx_id, id) > (${cursor.txId}::xid8, ${cursor.eventId}::int8)
        and tx_id < pg_snapshot_xmin(pg_current_snapshot())
      -- Qualified: a bare tx_id here names the text column selected above, which sorted '10000' before '9999'
      -- (events out of commit order once transaction ids grew a digit) and could not use the (tx_id, id) index
      -- (a sort of every unread event per batch: 1 s a batch with 900,000 unread).
      order by domain_events.tx_id, domain_events.id
      limit ${limit}`.execute(this.db);
    return rows.map(toEvent);
  }

  async advance(consumer: string, to: EventCursor): Promise<void> {
    await sql`update event_cursors set tx_id = ${to.txId}::xid8, event_id = ${to.eventId}::int8, updated_at = now() where consumer = ${consumer}`.execute(
      this.db,
    );
  }

  async recordFailure(consumer: string, event: StoredDomainEvent, error: string): Promise<void> {
    await this.db
      .insertInto('event_failures')
      .values({ consumer, tenant_id: event.tenantId, event_id: BigInt(event.id), error: error.slice(0, 2000) })
      .onConflict((c) => c.columns(['tenant_id', 'consumer', 'event_id']).doNothing())
      .execute();
  }

  async failures(consumer: string): Promise<Array<{ tenantId: string; eventId: number; error: string }>> {
    const rows = await this.db
      .selectFrom('event_failures')
      .select(['tenant_id', 'event_id', 'error'])
      .where('consumer', '=', consumer)
      .orderBy('event_id')
      .execute();
    return rows.map((r) => ({ tenantId: r.tenant_id, eventId: Number(r.event_id), error: r.error }));
  }

  /** Events of one member and type, newest first (tests and staff views). */
  async ofMember(tenantId: string, memberId: number, type: string): Promise<StoredDomainEvent[]> {
    const { rows } = await sql<EventRow>`
      select tenant_id, id, tx_id::text as tx_id, type, member_id, dedupe_key, payload, occurred_at from domain_events
      where tenant_id = ${tenantId} and member_id = ${memberId} and type = ${type} order by id desc`.execute(this.db);
    return rows.map(toEvent);
  }

  /** Whether the consumer has read every event committed so far (tests wait for it; staff could watch the lag). */
  async caughtUp(consumer: string): Promise<boolean> {
    const { rows } = await sql<{ behind: boolean }>`
      select exists (
        select 1 from domain_events e
        where (e.tx_id, e.id) > coalesce((select (c.tx_id, c.event_id) from event_cursors c where c.consumer = ${consumer}), ('0'::xid8, 0::int8))
      ) as behind`.execute(this.db);
    return !rows[0].behind;
  }

  /** Whether the consumer has read every event that happened before `at` (a period job waits for it). */
  async consumedBefore(consumer: string, at: Date): Promise<boolean> {
    const { rows } = await sql<{ behind: boolean }>`
      select exists (
        select 1 from domain_events e
        where e.occurred_at < ${at}
          and (e.tx_id, e.id) > coalesce((select (c.tx_id, c.event_id) from event_cursors c where c.consumer = ${consumer}), ('0'::xid8, 0::int8))
      ) as behind`.execute(this.db);
    return !rows[0].behind;
  }

  /** One event's work inside the batch's transaction: its savepoint, kept or undone on its own. */
  async savepoint(): Promise<void> {
    await sql`savepoint domain_event`.execute(this.db);
  }

  async releaseSavepoint(): Promise<void> {
    await sql`release savepoint domain_event`.execute(this.db);
  }

  async rollbackToSavepoint(): Promise<void> {
    await sql`rollback to savepoint domain_event`.execute(this.db);
  }
}
