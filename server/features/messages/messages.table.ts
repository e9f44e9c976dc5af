// Row shapes of messages and message_states (migration 2026_11_27_0500_create_messages).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type MessageAudience = 'all' | 'member' | 'downline' | 'registered';

export interface MessagesTable {
  tenant_id: string;
  id: Generated<bigint>;
  kind: 'operator' | 'system';
  audience: MessageAudience;
  member_id: bigint | null;
  upline_id: bigint | null;
  registered_from: Timestamp | null;
  registered_to: Timestamp | null;
  code: string | null;
  params: ColumnType<unknown, string | undefined, string>;
  title: ColumnType<unknown, string | undefined, string>;
  body: ColumnType<unknown, string | undefined, string>;
  dedupe_key: string | null;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
  withdrawn_at: Timestamp | null;
  withdrawn_by: string | null;
}

export interface MessageStatesTable {
  tenant_id: string;
  message_id: bigint;
  member_id: bigint;
  read_at: Timestamp | null;
  deleted_at: Timestamp | null;
}

export interface MessagesTables {
  messages: MessagesTable;
  message_states: MessageStatesTable;
}
