// Row shape of the deposits table (migration 2026_11_25_0400_create_deposits).
import type { ColumnType, Generated, Selectable } from 'kysely';

export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'failed';
export type DepositMethodKind = 'manualBank' | 'sandboxGateway';

export interface DepositsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  method_id: string;
  method_kind: DepositMethodKind;
  amount: bigint;
  currency: string;
  bank_account_id: string | null;
  reference: string | null;
  receipt: Uint8Array | null;
  receipt_type: string | null;
  gateway_token: string | null;
  gateway_ref: string | null;
  status: Generated<DepositStatus>;
  client_key: string;
  created_at: ColumnType<Date, never, never>;
  reviewed_by: string | null;
  reviewed_at: ColumnType<Date | null, never, Date | string | null>;
  note: string | null;
}

export type DepositRow = Omit<Selectable<DepositsTable>, 'receipt'> & { has_receipt: boolean };

export interface DepositsTables {
  deposits: DepositsTable;
}
