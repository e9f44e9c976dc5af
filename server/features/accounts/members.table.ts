// Row shape of the members table (migration 2026_11_22_0301_create_members).
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MembersTable {
  tenant_id: string;
  id: Generated<bigint>;
  account: string;
  account_key: string;
  type: number;
  nickname: string;
  payee_name: string | null;
  email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  password_hash: string | null;
  password_changed_at: Timestamp | null;
  temp_password_hash: string | null;
  temp_password_expires_at: Timestamp | null;
  must_change_password: Generated<boolean>;
  payment_password_hash: string | null;
  affiliate_code: string | null;
  upline_id: bigint | null;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  register_method: string;
  register_domain: string | null;
  login_count: Generated<number>;
  last_login_at: Timestamp | null;
  created_at: Generated<Date>;
}

export type MemberRow = Selectable<MembersTable>;
