// Row shapes of the promotions tables (migrations 2026_11_26_2110_create_promotions, 2026_11_27_0100_create_referrals).
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

export interface RewardClaimsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  promotion_id: string;
  claim_key: string;
  source: 'rebate' | 'application';
  amount: bigint;
  award_kind: 'bonus' | 'cash';
  state: ColumnType<'claimable' | 'claimed', 'claimable' | 'claimed' | undefined, 'claimable' | 'claimed'>;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date | null;
  claimed_at: Date | null;
}

export interface TurnoverAccrualsTable {
  tenant_id: string;
  member_id: bigint;
  period_kind: 'daily' | 'weekly';
  period_key: string;
  category: string;
  turnover: ColumnType<bigint, bigint | undefined, bigint>;
  counted_tx: ColumnType<string, never, never>;
  counted_event: ColumnType<bigint, never, never>;
}

export interface RebateProgressTable {
  tenant_id: string;
  promotion_id: string;
  member_id: bigint;
  period_key: string;
  category: string;
  rebated_turnover: bigint;
}

export type ApplicationStatus = 'applying' | 'issued' | 'rejected';

export interface PromotionApplicationsTable {
  tenant_id: string;
  id: Generated<bigint>;
  promotion_id: string;
  member_id: bigint;
  comment: ColumnType<string, string | undefined, string>;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  amount: bigint | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  reward_id: bigint | null;
  created_at: ColumnType<Date, never, never>;
}

export interface PromotionApplicationImagesTable {
  tenant_id: string;
  application_id: bigint;
  position: number;
  content_type: string;
  bytes: Uint8Array;
}

export interface ReferralMilestonesTable {
  tenant_id: string;
  promotion_id: string;
  friend_id: bigint;
  milestone: 'registered' | 'firstDeposit' | 'turnover';
  referrer_id: bigint;
  rewarded: ColumnType<boolean, boolean | undefined, boolean>;
  reached_at: ColumnType<Date, never, never>;
}

export interface ReferralTurnoverTable {
  tenant_id: string;
  friend_id: bigint;
  turnover: ColumnType<bigint, bigint | undefined, bigint>;
  counted_tx: ColumnType<string, never, never>;
  counted_event: ColumnType<bigint, never, never>;
}

export interface PromotionsTables {
  promotion_grants: PromotionGrantsTable;
  bonuses: BonusesTable;
  promotion_entries: PromotionEntriesTable;
  reward_claims: RewardClaimsTable;
  turnover_accruals: TurnoverAccrualsTable;
  rebate_progress: RebateProgressTable;
  promotion_applications: PromotionApplicationsTable;
  promotion_application_images: PromotionApplicationImagesTable;
  referral_milestones: ReferralMilestonesTable;
  referral_turnover: ReferralTurnoverTable;
}

// Raffle and ranking (migration 2026_11_27_0200_create_raffle_and_ranking).
export interface PromotionTurnoverTable {
  tenant_id: string;
  promotion_id: string;
  period_key: string;
  member_id: bigint;
  turnover: bigint;
  reached_at: Date;
  counted_tx: string;
  counted_event: bigint;
}

export interface RaffleChancesTable {
  tenant_id: string;
  id: Generated<bigint>;
  promotion_id: string;
  member_id: bigint;
  chance_key: string;
  local_day: string;
  cause: ColumnType<unknown, string, never>;
  earned_at: ColumnType<Date, Date | undefined, never>;
  drawn_at: Date | null;
}

export interface RaffleSeedsTable {
  tenant_id: string;
  promotion_id: string;
  member_id: bigint;
  server_seed: string;
  client_seed: string;
  nonce: bigint;
}

export interface RaffleDrawsTable {
  tenant_id: string;
  id: Generated<bigint>;
  promotion_id: string;
  member_id: bigint;
  chance_id: bigint;
  server_seed: string;
  client_seed: string;
  nonce: bigint;
  roll: bigint;
  pool: ColumnType<unknown, string, never>;
  prize_id: string;
  prize_kind: 'cash' | 'bonus' | 'none';
  amount: bigint;
  grant_key: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface RafflePrizeStockTable {
  tenant_id: string;
  promotion_id: string;
  prize_id: string;
  given: bigint;
}

export interface RaffleTables {
  promotion_turnover: PromotionTurnoverTable;
  raffle_chances: RaffleChancesTable;
  raffle_seeds: RaffleSeedsTable;
  raffle_draws: RaffleDrawsTable;
  raffle_prize_stock: RafflePrizeStockTable;
}
