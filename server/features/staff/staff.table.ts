// Row shapes of staff_users, staff_sessions, staff_audit (migration 2026_11_25_0430_create_staff) and
// staff_recovery_codes (2026_11_26_1400_add_staff_roles_and_totp).
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { StaffRole } from '../../../schemas/rules/staff-roles.ts';

export type { StaffRole };

export interface StaffUsersTable {
  id: Generated<bigint>;
  username: string;
  password_hash: string;
  role: StaffRole;
  /** Tenants this member of staff may see; empty = all. */
  tenant_ids: ColumnType<string[], string[] | undefined, string[]>;
  disabled: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
  /** Base32 TOTP secret; set at enrolment, confirmed by the first good code. */
  totp_secret: string | null;
  totp_confirmed_at: ColumnType<Date | null, never, Date | null>;
  /** The last 30-second step a code was accepted for: a code is good once (replay). */
  totp_last_step: ColumnType<string | number | bigint, never, number>;
}

export interface StaffRecoveryCodesTable {
  staff_id: bigint;
  code_hash: string;
  used_at: ColumnType<Date | null, never, Date>;
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
  /** Structured facts of the action (a feature change: module, from, to), for display and revert. */
  detail: JSONColumnType<Record<string, unknown> | null, string | null, never>;
}

export type StaffUserRow = Selectable<StaffUsersTable>;
export type StaffAuditRow = Selectable<StaffAuditTable>;

export interface StaffTables {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
}
