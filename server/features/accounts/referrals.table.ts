// Row shape of the referrals table (migration 2026_11_27_0100_create_referrals): who invited whom.
import type { ColumnType } from 'kysely';

export interface ReferralsTable {
  tenant_id: string;
  /** The invited member: one referrer each, ever (the key). */
  friend_id: bigint;
  referrer_id: bigint;
  /** The referral code the friend registered with. */
  code: string;
  created_at: ColumnType<Date, never, never>;
}
