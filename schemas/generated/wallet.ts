/* Generated from schemas/api/wallet.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * An amount in the currency's minor units.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "MinorUnits".
 */
export type MinorUnits = number;
/**
 * ISO 4217 code of the tenant's currency (tenant config currency.code).
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "CurrencyCode".
 */
export type CurrencyCode = string;
/**
 * What a movement was, for the player: ledger kinds mapped to a small public list.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "RecordType".
 */
export type RecordType =
  | 'deposit'
  | 'withdrawal'
  | 'refund'
  | 'transfer'
  | 'freeplay'
  | 'game'
  | 'promotion'
  | 'salary'
  | 'dividend'
  | 'other';
/**
 * GET /wps/relay/GCS_merchantWallet: per vendor of the brand, whether it uses the main wallet (isSingle) or keeps its own.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "MerchantWalletValue".
 */
export type MerchantWalletValue = {
  vassalage: string;
  isSingle: boolean;
}[];

/**
 * Shapes of the wallet endpoints. Money is always an integer number of minor units (cents, đồng…), never a float; the client formats it with the tenant's currency.
 */
export interface WalletApi {}
/**
 * GET /wps/v2/wallets/balance: the signed-in member's wallet balance; 0 before the first movement.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "WalletBalance".
 */
export interface WalletBalance {
  /**
   * Integer minor units of the tenant currency; a player balance is never negative.
   */
  sumBalance: number;
  currency: CurrencyCode;
}
/**
 * GET /wps/member/transactions: the signed-in member's wallet movements, newest first, 15 per page (spec §9).
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "TransactionQuery".
 */
export interface TransactionQuery {
  type?: RecordType;
  /**
   * First day (UTC), inclusive; default 6 days before `to`.
   */
  from?: string;
  /**
   * Last day (UTC), inclusive; default today. At most 31 days after `from`.
   */
  to?: string;
  pageNo?: number;
  language?: string;
}
/**
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "TransactionRecord".
 */
export interface TransactionRecord {
  id: number;
  type: RecordType;
  /**
   * Signed minor units: + into the wallet, − out of it.
   */
  amount: number;
  balanceAfter: number;
  createdAt: string;
}
/**
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "TransactionPage".
 */
export interface TransactionPage {
  list: TransactionRecord[];
  totalPages: number;
  from: string;
  to: string;
}
/**
 * POST /wps/member/transfer-upline: moves money to the member's direct upline or to a member of their own downline tree (spec §2 transferUpline).
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "TransferUplineBody".
 */
export interface TransferUplineBody {
  targetAccount: string;
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}
/**
 * GET /wps/member/transfer-upline: who the member may send to.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "TransferTargetsValue".
 */
export interface TransferTargetsValue {
  /**
   * The direct upline's account, if any.
   */
  upline: string | null;
  /**
   * Accounts of the member's downline tree (first 200, nearest first).
   */
  downline: string[];
  balance: number;
}
/**
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "TransferResult".
 */
export interface TransferResult {
  amount: number;
  targetAccount: string;
  balance: number;
}
/**
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: string;
}
/**
 * GET /wps/v2/wallets: the main wallet and each game wallet.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "WalletsValue".
 */
export interface WalletsValue {
  currency: string;
  main: number;
  games: {
    vendor: string;
    balance: number;
  }[];
}
/**
 * POST /wps/relay/GCS_walletTransfer: in = main → vendor wallet, out = vendor wallet → main, returnAll = every vendor wallet → main.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "WalletTransferBody".
 */
export interface WalletTransferBody {
  vendor?: string;
  direction: 'in' | 'out' | 'returnAll';
  amount?: number;
  idempotencyKey: string;
}
/**
 * GET /wps/member/info/funds/consolidated: everything the member owns here.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "ConsolidatedFunds".
 */
export interface ConsolidatedFunds {
  currency: string;
  main: number;
  games: number;
  held: number;
  total: number;
}
