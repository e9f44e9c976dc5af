// Row shapes of player_limits and player_limit_changes (migration 2026_12_01_0100_create_player_limits).
import type { Generated } from 'kysely';

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';
export type LimitAction = 'set' | 'decreased' | 'increaseRequested' | 'removalRequested' | 'increased' | 'removed' | 'cancelled' | 'promptDeclined';

export interface PlayerLimitsTable {
  tenant_id: string;
  member_id: bigint;
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint;
  /** The increase waiting for pending_from; null with pending_from set: a removal is waiting. */
  pending_amount: bigint | null;
  pending_from: Date | null;
  updated_at: Date;
}

export interface PlayerLimitChangesTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  kind: LimitKind;
  period: LimitPeriod;
  action: LimitAction;
  old_amount: bigint | null;
  new_amount: bigint | null;
  effective_at: Date;
  created_at: Date;
}

export interface LimitsTables {
  player_limits: PlayerLimitsTable;
  player_limit_changes: PlayerLimitChangesTable;
}
