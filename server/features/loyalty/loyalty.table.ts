// Row shapes of the loyalty tables (migration 2026_11_28_0300_create_loyalty). Points themselves are ledger
// accounts in currency PTS (wallet feature).
import type { ColumnType, Generated } from 'kysely';

export type RedeemStatus = 'granted' | 'in_process' | 'approved' | 'rejected';

export interface LoyaltyAccrualsTable {
  tenant_id: string;
  member_id: bigint;
  category: string;
  turnover: ColumnType<bigint, bigint | undefined, bigint>;
  points: ColumnType<bigint, bigint | undefined, bigint>;
  /** xid8, read as text. */
  counted_tx: ColumnType<string, string | undefined, string>;
  counted_event: ColumnType<bigint, bigint | undefined, bigint>;
}

export interface LoyaltyRewardStockTable {
  tenant_id: string;
  reward_id: string;
  taken: ColumnType<number, number | undefined, number>;
}

export interface LoyaltyRedeemsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  request_id: string;
  action: 'redeem' | 'convert';
  reward_id: string | null;
  kind: 'cash' | 'bonus' | 'item';
  points: bigint;
  amount: bigint;
  currency: string;
  status: RedeemStatus;
  created_at: ColumnType<Date, never, never>;
  decided_at: Date | null;
  decided_by: string | null;
  note: string | null;
}

export interface LoyaltyVipTable {
  tenant_id: string;
  member_id: bigint;
  rank: number;
  period: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface LoyaltyTables {
  loyalty_vip: LoyaltyVipTable;
  loyalty_accruals: LoyaltyAccrualsTable;
  loyalty_reward_stock: LoyaltyRewardStockTable;
  loyalty_redeems: LoyaltyRedeemsTable;
}
