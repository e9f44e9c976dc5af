// Row shapes of the promotions tables (migration 2026_11_26_2110_create_promotions).
import type { ColumnType, Generated } from 'kysely';

export type BonusState = 'active' | 'cleared' | 'forfeited' | 'expired' | 'cancelled';

export interface PromotionGrantsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  promotion_id: string;
  grant_key: string;
  kind: 'bonus' | 'cash';
  amount: bigint;
  currency: string;
  local_day: string;
  cause: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface BonusesTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  promotion_id: string;
  grant_id: bigint;
  currency: string;
  amount: bigint;
  wagering_required: bigint;
  wagering_done: ColumnType<bigint, bigint | undefined, bigint>;
  weights: ColumnType<unknown, string, never>;
  state: ColumnType<BonusState, BonusState | undefined, BonusState>;
  granted_at: ColumnType<Date, never, never>;
  expires_at: Date | null;
  closed_at: Date | null;
  forfeited_amount: bigint | null;
  counted_tx: ColumnType<string, never, never>;
  counted_event: ColumnType<bigint, never, never>;
}

export interface PromotionEntriesTable {
  tenant_id: string;
  promotion_id: string;
  member_id: bigint;
  joined_at: ColumnType<Date, never, never>;
}

export interface PromotionsTables {
  promotion_grants: PromotionGrantsTable;
  bonuses: BonusesTable;
  promotion_entries: PromotionEntriesTable;
}
