// Row shape of the members table (migrations 2026_11_22_0301_create_members, 2026_11_26_0780_add_member_mobile_e164,
// 2026_11_26_1541_add_member_status_and_logins).
import type { ColumnType, Generated, Selectable } from 'kysely';

export type MemberStatus = 'active' | 'locked';

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
  /** A code mailed to the address proved it (migration 2026_11_28_0400_add_member_profile_and_avatars). */
  email_verified: Generated<boolean>;
  country_dialing_code: string | null;
  /** National significant number (no trunk 0); with country_dialing_code it spells mobile_e164. */
  mobile_num: string | null;
  mobile_e164: string | null;
  /** An SMS code proved the number: only then is it unique, and used for SMS login and reset. */
  mobile_verified: Generated<boolean>;
  password_hash: string | null;
  password_changed_at: Timestamp | null;
  temp_password_hash: string | null;
  temp_password_expires_at: Timestamp | null;
  must_change_password: Generated<boolean>;
  payment_password_hash: string | null;
  affiliate_code: string | null;
  /** The member's own invitation code (migration 2026_11_27_0100_create_referrals); null for trial accounts. */
  referral_code: string | null;
  upline_id: bigint | null;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  register_method: string;
  register_domain: string | null;
  /** 'locked': staff locked the account; it cannot sign in. */
  account_status: Generated<MemberStatus>;
  login_count: Generated<number>;
  last_login_at: Timestamp | null;
  created_at: Generated<Date>;
}

export type MemberRow = Selectable<MembersTable>;
