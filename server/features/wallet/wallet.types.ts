// The wallet's vocabulary, shared by its service, its repository and the features that move money.
// Amounts are integer minor units (number), never floats.

/**
 * The operator's side of every movement; one account per tenant, code and currency, made on first use.
 * 'adjustments': staff corrections of a member's balance in the back office.
 */
export const HOUSE_CODES = [
  'cashier',
  'freeplay',
  'game_bets',
  'promotions',
  'jackpot_pool',
  'adjustments',
  // Loyalty (issue 20): points (currency PTS) are earned from 'points_issuer' and spent into 'points_spent';
  // 'loyalty' pays the cash of redeemed rewards and converted points.
  'points_issuer',
  'points_spent',
  'loyalty',
  // Agents (issue 17): salaries and dividends a top-level agent's contracts pay (the operator is their upline).
  'commission',
] as const;
export type HouseCode = (typeof HOUSE_CODES)[number];

/**
 * Names an account without knowing its id (currency given beside): a member's wallet, the member's
 * hold account (money held by open pending transfers; moved only by createPending / post / void),
 * or a house account.
 */
export type AccountRef =
  | { kind: 'player'; memberId: number }
  | { kind: 'hold'; memberId: number }
  | { kind: 'house'; code: HouseCode }
  /** A member's balance inside one vendor that keeps its own wallet (stored as kind `game:<VENDOR>`). */
  | { kind: 'game'; memberId: number; vendor: string };

export const GAME_VENDOR = /^[A-Z0-9_]{1,32}$/;

/** The ledger_accounts.kind value of a reference. */
export const storedKind = (ref: AccountRef): 'player' | 'hold' | 'house' | `game:${string}` => (ref.kind === 'game' ? `game:${ref.vendor}` : ref.kind);

/** 'single': an ordinary movement; 'pending': wallet → hold; 'post': hold → payee; 'void': hold → back to the wallet. */
export type TransferPhase = 'single' | 'pending' | 'post' | 'void';

export interface TransferRequest {
  tenantId: string;
  /** Unique per tenant; a retry with the same key and parameters returns the stored transfer. */
  idempotencyKey: string;
  /** What the movement is, lower snake case: 'freeplay_grant', 'deposit', 'bet', … */
  kind: string;
  from: AccountRef;
  to: AccountRef;
  /** Integer minor units, > 0. */
  amount: number;
  /** ISO 4217 code; both accounts are in this currency. */
  currency: string;
  /** Descriptive (who, why, vendor ids); not part of the replay comparison. */
  metadata?: Record<string, unknown>;
  /**
   * For a movement between two house accounts that a member's action causes (a bet's jackpot share):
   * the house rows used are that member's shards, so such movements of different members do not
   * queue on one row.
   */
  onBehalfOf?: number;
}

/**
 * A hold: `amount` leaves the member's wallet (`from`, a player account) for the member's hold
 * account now; postPending later pays it to `to`, voidPending gives it back. Same idempotency rules
 * as a transfer.
 */
export type PendingRequest = TransferRequest & { from: { kind: 'player'; memberId: number } };

export interface Transfer {
  id: number;
  tenantId: string;
  idempotencyKey: string;
  kind: string;
  from: AccountRef;
  to: AccountRef;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  /**
   * Balances right after this transfer (at the time it was first applied, for a replay). A house
   * account is several rows (shards, see HOUSE_SHARDS): its side reports the shard this movement
   * used; WalletService.houseBalance gives the whole account.
   */
  fromBalanceAfter: number;
  toBalanceAfter: number;
  /** True when this call found the transfer already applied and moved nothing. */
  replayed: boolean;
  phase: TransferPhase;
  /** Phase 'pending': the account a post pays (`to` is then the member's hold account). */
  pendingTo?: AccountRef;
  /** Phase 'post' / 'void': the id of the pending transfer this one resolved. */
  pendingId?: number;
}

export interface PlayerWallet {
  accountId: number;
  tenantId: string;
  memberId: number;
  currency: string;
  balance: number;
}

/** An account whose cached balance is not the sum of its entries (reconciliation finding). */
export interface AccountDrift {
  accountId: number;
  account: AccountRef;
  currency: string;
  cachedBalance: number;
  entriesBalance: number;
}

/** Sum of all balances of a tenant in one currency; zero in a sound double-entry ledger. */
export interface CurrencyTotal {
  currency: string;
  total: number;
}
