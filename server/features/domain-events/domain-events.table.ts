// Row shapes of the event outbox and the consumers' cursors
// (migration 2026_11_26_2100_create_domain_events).
import type { ColumnType, Generated } from 'kysely';

export interface DomainEventsTable {
  tenant_id: string;
  id: Generated<bigint>;
  /** xid8, read as text (it can pass 2^53). */
  tx_id: ColumnType<string, never, never>;
  type: string;
  member_id: bigint | null;
  dedupe_key: string;
  payload: ColumnType<unknown, string, never>;
  occurred_at: ColumnType<Date, never, never>;
}

export interface EventCursorsTable {
  consumer: string;
  tx_id: ColumnType<string, string | undefined, string>;
  event_id: ColumnType<bigint, bigint | undefined, bigint>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface EventFailuresTable {
  consumer: string;
  tenant_id: string;
  event_id: bigint;
  error: string;
  failed_at: ColumnType<Date, never, never>;
}

export interface DomainEventsTables {
  domain_events: DomainEventsTable;
  event_cursors: EventCursorsTable;
  event_failures: EventFailuresTable;
}
