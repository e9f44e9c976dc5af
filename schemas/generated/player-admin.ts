/* Generated from schemas/api/player-admin.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerId".
 */
export type PlayerId = number;
/**
 * 'locked': staff locked the account; it cannot sign in.
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerStatus".
 */
export type PlayerStatus = 'active' | 'locked';
/**
 * email: a temporary password is mailed to the player; sms: a reset code is texted to the proven number.
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "ResetChannel".
 */
export type ResetChannel = 'email' | 'sms';
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "SearchField".
 */
export type SearchField = 'all' | 'username' | 'mobile' | 'email' | 'id';

/**
 * Shapes of the back office's players pages (operator hosts only, /bo/api/brands/:tenant/players): search, the player page and its lists, and the audited actions.
 */
export interface PlayerAdminApi {}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerParams".
 */
export interface PlayerParams {
  tenant: string;
  id: PlayerId;
}
/**
 * GET /bo/api/brands/:tenant/players
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerSearchQuery".
 */
export interface PlayerSearchQuery {
  /**
   * Username (prefix), mobile digits, e-mail (part) or id; empty: every player, newest first.
   */
  q?: string;
  field?: SearchField;
  page?: number;
}
/**
 * GET /bo/api/brands/:tenant/players/:id/<list>
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerListQuery".
 */
export interface PlayerListQuery {
  page?: number;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerMobile".
 */
export interface PlayerMobile {
  e164: string;
  /**
   * An SMS code proved the number.
   */
  verified: boolean;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerSummary".
 */
export interface PlayerSummary {
  id: PlayerId;
  account: string;
  nickname: string;
  /**
   * 0 player, 1/2/41/42 agents, 4 free play (trial).
   */
  type: number;
  email: string | null;
  mobile: PlayerMobile | null;
  status: PlayerStatus;
  createdAt: string;
  lastLoginAt: string | null;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerSearchValue".
 */
export interface PlayerSearchValue {
  players: PlayerSummary[];
  page: number;
  totalPages: number;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerProfile".
 */
export interface PlayerProfile {
  id: PlayerId;
  account: string;
  nickname: string;
  type: number;
  payeeName: string | null;
  email: string | null;
  mobile: PlayerMobile | null;
  status: PlayerStatus;
  affiliateCode: string | null;
  uplineId: PlayerId | null;
  loginCount: number;
  lastLoginAt: string | null;
  registerMethod: string;
  createdAt: string;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerWallet".
 */
export interface PlayerWallet {
  currency: string;
  symbol: string;
  minorUnits: number;
  balance: number;
  held: number;
}
/**
 * GET /bo/api/brands/:tenant/players/:id
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerPageValue".
 */
export interface PlayerPageValue {
  profile: PlayerProfile;
  wallet: PlayerWallet;
  /**
   * Where a password reset can be sent (an e-mail address, a proven mobile number).
   */
  resetChannels: ResetChannel[];
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "LedgerEntryView".
 */
export interface LedgerEntryView {
  id: PlayerId;
  kind: string;
  phase: 'single' | 'pending' | 'post' | 'void';
  amount: number;
  balanceAfter: number;
  reason: string | null;
  createdAt: string;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "LedgerPageValue".
 */
export interface LedgerPageValue {
  entries: LedgerEntryView[];
  page: number;
  totalPages: number;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerDepositView".
 */
export interface PlayerDepositView {
  id: PlayerId;
  methodId: string;
  methodKind: 'manualBank' | 'sandboxGateway';
  amount: number;
  currency: string;
  status: 'pending' | 'approved' | 'rejected' | 'failed';
  reference: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  note: string | null;
  createdAt: string;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "DepositPageValue".
 */
export interface DepositPageValue {
  deposits: PlayerDepositView[];
  page: number;
  totalPages: number;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerWithdrawalView".
 */
export interface PlayerWithdrawalView {
  id: PlayerId;
  amount: number;
  currency: string;
  status: 'pending' | 'approved' | 'rejected' | 'received' | 'disputed' | 'resolved';
  bankName: string;
  /**
   * The last four digits of the card; the cashier's pages show the whole number.
   */
  cardLast4: string;
  receivedAmount: number | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  note: string | null;
  createdAt: string;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "WithdrawalPageValue".
 */
export interface WithdrawalPageValue {
  withdrawals: PlayerWithdrawalView[];
  page: number;
  totalPages: number;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "BetPageValue".
 */
export interface BetPageValue {
  bets: BetRecord[];
  totals: BetTotals;
  page: number;
  totalPages: number;
}
export interface BetRecord {
  id: number;
  roundId: string;
  gameCode: string;
  gameName: string;
  vendor: string;
  vendorName: string;
  gameType: string;
  bet: number;
  win: number;
  /**
   * win − bet, minor units.
   */
  profit: number;
  jackpot: number;
  status: 'open' | 'closed';
  openedAt: string;
  closedAt: string | null;
}
export interface BetTotals {
  rounds: number;
  bet: number;
  win: number;
  profit: number;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerLoginView".
 */
export interface PlayerLoginView {
  at: string;
  method: string;
  ip: string;
  device: string;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "LoginPageValue".
 */
export interface LoginPageValue {
  logins: PlayerLoginView[];
  page: number;
  totalPages: number;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "PlayerNoteView".
 */
export interface PlayerNoteView {
  id: PlayerId;
  body: string;
  author: string;
  at: string;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "NotePageValue".
 */
export interface NotePageValue {
  notes: PlayerNoteView[];
  page: number;
  totalPages: number;
}
/**
 * POST /bo/api/brands/:tenant/players/:id/notes
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "NoteRequest".
 */
export interface NoteRequest {
  /**
   * The note; line breaks allowed, other control characters not.
   */
  body: string;
}
/**
 * PUT /bo/api/brands/:tenant/players/:id/status: lock (ends every session) or unlock.
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "StatusRequest".
 */
export interface StatusRequest {
  status: PlayerStatus;
  /**
   * Why: kept in the audit.
   */
  reason: string;
}
/**
 * POST /bo/api/brands/:tenant/players/:id/logout: ends every session of the player.
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "ReasonRequest".
 */
export interface ReasonRequest {
  /**
   * Why: kept in the audit.
   */
  reason: string;
}
/**
 * POST /bo/api/brands/:tenant/players/:id/password-reset
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "ResetRequest".
 */
export interface ResetRequest {
  channel: ResetChannel;
  /**
   * Why: kept in the audit.
   */
  reason: string;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "ResetValue".
 */
export interface ResetValue {
  channel: ResetChannel;
  /**
   * Where it went, masked (j***@example.com, +66*****0001).
   */
  to: string;
}
/**
 * POST /bo/api/brands/:tenant/players/:id/adjustments
 *
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "AdjustRequest".
 */
export interface AdjustRequest {
  /**
   * credit: house adjustments account → player; debit: player → house adjustments account.
   */
  direction: 'credit' | 'debit';
  /**
   * Minor units.
   */
  amount: number;
  /**
   * Why: kept in the audit.
   */
  reason: string;
  /**
   * Made by the page when the adjustment is confirmed; a retried request with it moves the money once.
   */
  idempotencyKey: string;
}
/**
 * This interface was referenced by `PlayerAdminApi`'s JSON-Schema
 * via the `definition` "AdjustValue".
 */
export interface AdjustValue {
  transferId: PlayerId;
  /**
   * This key had already moved the money; nothing moved now.
   */
  replayed: boolean;
  wallet: PlayerWallet;
}
