// Row shape of member_logins (migration 2026_11_26_1541_add_member_status_and_logins): one row per
// session the login service starts.
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface MemberLoginsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  /** How the session began: password, sms, social, freeplay. */
  method: string;
  ip: string;
  /** The client's User-Agent, at most 300 characters ('' when none was sent). */
  device: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type MemberLoginRow = Selectable<MemberLoginsTable>;
