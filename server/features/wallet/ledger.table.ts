// Row shapes of the ledger tables (migration 2026_11_22_0320_create_ledger). int8 columns arrive as
// bigint on both drivers (server/db/database.ts); the repository converts them to numbers.
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface LedgerAccountsTable {
  tenant_id: string;
  id: Generated<bigint>;
  kind: 'player' | 'house';
  owner_member_id: bigint | null;
  house_code: string | null;
  currency: string;
  balance: Generated<bigint>;
  created_at: Generated<Date>;
}

export interface LedgerTransfersTable {
  tenant_id: string;
  id: Generated<bigint>;
  idempotency_key: string;
  kind: string;
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount: bigint;
  currency: string;
  /** Written as JSON text; read as the parsed object. */
  metadata: ColumnType<Record<string, unknown>, string, never>;
  created_at: Generated<Date>;
}

export interface LedgerEntriesTable {
  tenant_id: string;
  id: Generated<bigint>;
  transfer_id: bigint;
  account_id: bigint;
  /** Signed: negative on the debit account, positive on the credit account. */
  amount: bigint;
  balance_after: bigint;
  created_at: Generated<Date>;
}

/** The ledger's part of the database; the repository adds it to the shared Kysely instance. */
export type LedgerTables = {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
};

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type LedgerTransferRow = Selectable<LedgerTransfersTable>;
