// Row shapes of the ledger tables (migrations 2026_11_22_0320_create_ledger, 0321_add_ledger_holds, 0322_create_ledger_functions). int8 columns arrive as
// bigint on both drivers (server/db/database.ts); the repository converts them to numbers.
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface LedgerAccountsTable {
  tenant_id: string;
  id: Generated<bigint>;
  /** 'player': a member's wallet; 'hold': the member's money held by open pending transfers; 'house': the operator side; 'game:<VENDOR>': the member's balance inside a vendor with its own wallet. */
  kind: 'player' | 'hold' | 'house' | `game:${string}`;
  owner_member_id: bigint | null;
  house_code: string | null;
  currency: string;
  balance: Generated<bigint>;
  created_at: Generated<Date>;
  /** Which row of a house account (0–63; always 0 for member accounts). */
  shard: Generated<number>;
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
  /** 'single': an ordinary movement; 'pending': wallet → hold; 'post' / 'void': hold → payee / back to the wallet. */
  phase: Generated<'single' | 'pending' | 'post' | 'void'>;
  /** post / void: the pending transfer resolved (unique: at most one resolution). */
  pending_id: bigint | null;
  /** pending: the account a post pays. */
  pending_credit_account_id: bigint | null;
  /** The two legs' results: each account's balance right after this transfer. */
  debit_balance_after: bigint;
  credit_balance_after: bigint;
}

/** A view (migration 0322): every transfer unfolded into its two entries. Read-only. */
export interface LedgerEntriesTable {
  tenant_id: string;
  transfer_id: bigint;
  leg: 'debit' | 'credit';
  account_id: bigint;
  /** Signed: negative on the debit account, positive on the credit account. */
  amount: bigint;
  balance_after: bigint;
  created_at: Date;
}

/** The ledger's part of the database; the repository adds it to the shared Kysely instance. */
export type LedgerTables = {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
};

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type LedgerTransferRow = Selectable<LedgerTransfersTable>;
