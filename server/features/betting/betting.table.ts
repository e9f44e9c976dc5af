// Row shapes of the seamless-wallet tables (migration 2026_11_25_0510_create_seamless_wallet).
import type { ColumnType, Generated } from 'kysely';

export interface VendorSessionsTable {
  tenant_id: string;
  token_hash: string;
  member_id: bigint;
  vendor: string;
  game_code: string;
  currency: string;
  trial: boolean;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
}

export type VendorTxKind = 'bet' | 'win' | 'rollback';
export type VendorTxStatus = 'applied' | 'rolled_back' | 'cancelled';

export interface VendorTransactionsTable {
  tenant_id: string;
  vendor: string;
  tx_id: string;
  kind: VendorTxKind;
  member_id: bigint;
  round_id: string;
  amount: bigint;
  status: VendorTxStatus;
  ref_tx_id: string | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: ColumnType<Date, never, never>;
}

export interface GameRoundsTable {
  tenant_id: string;
  id: Generated<bigint>;
  vendor: string;
  round_id: string;
  member_id: bigint;
  game_code: string;
  game_type: string;
  currency: string;
  trial: boolean;
  bet_total: ColumnType<bigint, bigint | undefined, bigint>;
  win_total: ColumnType<bigint, bigint | undefined, bigint>;
  jackpot_win: ColumnType<bigint, bigint | undefined, bigint>;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  closed_by: 'vendor' | 'reconciliation' | null;
  opened_at: ColumnType<Date, never, never>;
  closed_at: Date | null;
}

export interface BettingTables {
  vendor_sessions: VendorSessionsTable;
  vendor_transactions: VendorTransactionsTable;
  game_rounds: GameRoundsTable;
}
