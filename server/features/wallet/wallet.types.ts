// The wallet's vocabulary, shared by its service, its repository and the features that move money.
// Amounts are integer minor units (number), never floats.

/** The operator's side of every movement; one account per tenant, code and currency, made on first use. */
export const HOUSE_CODES = ['cashier', 'freeplay', 'game_bets', 'promotions', 'jackpot_pool'] as const;
export type HouseCode = (typeof HOUSE_CODES)[number];

/** Names an account without knowing its id: a member's wallet or a house account (currency given beside). */
export type AccountRef = { kind: 'player'; memberId: number } | { kind: 'house'; code: HouseCode };

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
}

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
  /** Balances right after this transfer (at the time it was first applied, for a replay). */
  fromBalanceAfter: number;
  toBalanceAfter: number;
  /** True when this call found the transfer already applied and moved nothing. */
  replayed: boolean;
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
