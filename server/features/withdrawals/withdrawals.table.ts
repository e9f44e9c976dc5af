// Row shapes of bank_cards, withdrawals and withdrawal_proofs (migration 2026_11_25_0410_create_withdrawals).
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected' | 'received' | 'disputed' | 'resolved';
export type Confirmation = 'received' | 'notReceived' | 'partlyReceived' | 'timeout';

export interface BankCardsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  bank_name: string;
  card_holder: string;
  card_number: string;
  created_at: ColumnType<Date, never, never>;
  deleted_at: Timestamp | null;
}

export interface WithdrawalsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  card_id: bigint;
  amount: bigint;
  currency: string;
  status: Generated<WithdrawalStatus>;
  client_key: string;
  confirmation: Confirmation | null;
  received_amount: bigint | null;
  player_note: string | null;
  created_at: ColumnType<Date, never, never>;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  confirm_by: Timestamp | null;
  confirmed_at: Timestamp | null;
  resolution: 'paid' | 'refund' | null;
  note: string | null;
}

export interface WithdrawalProofsTable {
  tenant_id: string;
  withdrawal_id: bigint;
  position: number;
  content_type: string;
  bytes: Uint8Array;
  created_at: ColumnType<Date, never, never>;
}

export type BankCardRow = Selectable<BankCardsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable> & {
  bank_name: string;
  card_number: string;
  card_holder: string;
  account: string;
  proof_count: number;
};

export interface WithdrawalsTables {
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
}
