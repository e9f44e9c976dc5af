// The lottery provider's own tables (migration 2026_11_28_0200_create_lottery); only lottery.repository.ts queries them.
import type { ColumnType } from 'kysely';

export type DrawStatus = 'open' | 'drawn' | 'cancelled';
export type SlipStatus = 'pending' | 'accepted' | 'refused' | 'void' | 'settled' | 'cancelled';

export interface LotteryDrawsTable {
  tenant_id: string;
  game_code: string;
  numero: string;
  vendor: string;
  draw_at: Date;
  lock_at: Date;
  seed: string;
  seed_hash: string;
  status: ColumnType<DrawStatus, DrawStatus | undefined, DrawStatus>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  open_number: string | null;
  drawn_at: Date | null;
  /** The draw's losing slips (accepted slips of a drawn draw) still have rounds to close in the wallet. */
  losers_due: ColumnType<boolean, boolean | undefined, boolean>;
  /** The last losing slip id (slip id order) whose round is closed. */
  losers_after: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LotterySlipsTable {
  tenant_id: string;
  slip_id: string;
  game_code: string;
  numero: string;
  vendor: string;
  player_id: string;
  request_id: string;
  total: ColumnType<bigint, bigint, bigint>;
  status: SlipStatus;
  payout: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  wallet_done: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, never, never>;
}

export interface LotteryTicketsTable {
  tenant_id: string;
  slip_id: string;
  line: number;
  game_code: string;
  numero: string;
  bet_type: string;
  selection: string;
  amount: ColumnType<bigint, bigint, bigint>;
  odds_x100: ColumnType<bigint, bigint, bigint>;
  payout: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

export interface LotteryExposureTable {
  tenant_id: string;
  game_code: string;
  numero: string;
  bet_key: string;
  exposure: ColumnType<bigint, bigint, bigint>;
}

export interface LotteryTables {
  lottery_draws: LotteryDrawsTable;
  lottery_slips: LotterySlipsTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_exposure: LotteryExposureTable;
}
