// Row shapes of the support tables (migration 2026_11_28_0500_create_support).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Created = ColumnType<Date, Date | string | undefined, never>;

export type SupportChannel = 'ticket' | 'chat';
export type SupportStatus = 'open' | 'answered' | 'closed';
export type SupportAuthor = 'member' | 'staff' | 'system';

export interface SupportFeedbackTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  content: string;
  created_at: Created;
}

export interface SupportThreadsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  channel: SupportChannel;
  type: string;
  status: SupportStatus;
  assigned_to: string | null;
  member_read_id: ColumnType<bigint, bigint | undefined, bigint>;
  staff_read_id: ColumnType<bigint, bigint | undefined, bigint>;
  created_at: Created;
  updated_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface SupportPostsTable {
  tenant_id: string;
  id: Generated<bigint>;
  thread_id: bigint;
  author: SupportAuthor;
  staff_username: string | null;
  text: ColumnType<string, string | undefined, string>;
  image_type: string | null;
  image: Uint8Array | null;
  created_at: Created;
}

export interface SupportPresenceTable {
  tenant_id: string;
  username: string;
  seen_at: Timestamp;
}

export interface SupportTables {
  support_feedback: SupportFeedbackTable;
  support_threads: SupportThreadsTable;
  support_posts: SupportPostsTable;
  support_presence: SupportPresenceTable;
}
