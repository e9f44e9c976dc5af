// Row shapes of staff_users, staff_sessions and staff_audit (migration 2026_11_25_0430_create_staff).
import type { ColumnType, Generated, Selectable } from 'kysely';

export type StaffRole = 'cashier' | 'admin';

export interface StaffUsersTable {
  id: Generated<bigint>;
  username: string;
  password_hash: string;
  role: StaffRole;
  /** Tenants this member of staff may see; empty = all. */
  tenant_ids: ColumnType<string[], string[] | undefined, string[]>;
  disabled: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

export interface StaffSessionsTable {
  token_hash: string;
  staff_id: bigint;
  csrf_token: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

export interface StaffAuditTable {
  id: Generated<bigint>;
  at: ColumnType<Date, never, never>;
  staff_id: bigint;
  username: string;
  action: string;
  tenant_id: string | null;
  subject: string | null;
  note: string | null;
  ip: string | null;
}

export type StaffUserRow = Selectable<StaffUsersTable>;
export type StaffAuditRow = Selectable<StaffAuditTable>;

export interface StaffTables {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
}
