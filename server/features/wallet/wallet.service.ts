// The wallet: every movement of money is one transfer between two ledger accounts (a member's wallet
// or a house account) of one tenant, applied exactly once per idempotency key. No Express, no SQL.
//
// A transfer runs in ONE transaction: find or open both accounts, lock them in id order, check
// funds, then write the transfer, its two entries and both cached balances in one statement (which
// also notices a concurrent twin with the same key). Anything that fails rolls all of it back.
// Callers must not hold another open transaction while calling in (PGlite has one connection; the
// transfer would wait for it forever).
import { AppError } from '../../http/app-error.ts';
import type { WalletBalance } from '../../../schemas/generated/wallet.ts';
import type { LedgerAccount, LedgerRepository, StoredTransfer } from './ledger.repository.ts';
import { positiveAmount } from './minor-units.ts';
import { HOUSE_CODES, type AccountDrift, type AccountRef, type CurrencyTotal, type PlayerWallet, type Transfer, type TransferRequest } from './wallet.types.ts';

const CURRENCY = /^[A-Z]{3}$/;
const TRANSFER_KIND = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_KEY_LENGTH = 200;

const insufficientFunds = () => new AppError(409, 'insufficientFunds');

const sameRef = (a: AccountRef, b: AccountRef): boolean =>
  a.kind === 'player' ? b.kind === 'player' && a.memberId === b.memberId : b.kind === 'house' && a.code === b.code;

const describeRef = (ref: AccountRef): string => (ref.kind === 'player' ? `member ${ref.memberId}` : `house ${ref.code}`);

function checkTenant(tenantId: string): void {
  if (typeof tenantId !== 'string' || tenantId.length === 0) throw new RangeError('tenantId must be a non-empty string');
}

function checkMember(memberId: number): void {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new RangeError(`memberId must be a positive integer, got ${memberId}`);
}

function checkCurrency(currency: string): void {
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) throw new RangeError(`currency must be an ISO 4217 code, got ${currency}`);
}

function checkRef(ref: AccountRef, side: string): void {
  if (ref?.kind === 'player') checkMember(ref.memberId);
  else if (ref?.kind !== 'house' || !(HOUSE_CODES as readonly string[]).includes(ref.code)) throw new RangeError(`${side} is not a valid account reference`);
}

/** Programming errors (bad arguments) are RangeErrors: callers validate user input before money moves. */
function checkRequest(r: TransferRequest): void {
  checkTenant(r.tenantId);
  if (typeof r.idempotencyKey !== 'string' || r.idempotencyKey.length === 0 || r.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new RangeError(`idempotencyKey must be 1–${MAX_KEY_LENGTH} characters`);
  }
  if (typeof r.kind !== 'string' || !TRANSFER_KIND.test(r.kind)) throw new RangeError(`transfer kind must be lower snake case, got ${r.kind}`);
  checkRef(r.from, 'from');
  checkRef(r.to, 'to');
  if (sameRef(r.from, r.to)) throw new RangeError('a transfer needs two different accounts');
  positiveAmount(r.amount);
  checkCurrency(r.currency);
  if (r.metadata !== undefined && (r.metadata === null || typeof r.metadata !== 'object' || Array.isArray(r.metadata))) {
    throw new RangeError('metadata must be a plain object');
  }
}

/** The stored transfer when the request asks for the same movement; otherwise the key is taken. Metadata is descriptive and not compared. */
function replayOf(stored: StoredTransfer, r: TransferRequest): Transfer {
  const same = stored.kind === r.kind && sameRef(stored.from, r.from) && sameRef(stored.to, r.to) && stored.amount === r.amount && stored.currency === r.currency;
  if (!same) throw new AppError(409, 'idempotencyConflict');
  return { ...stored, replayed: true };
}

export class WalletService {
  constructor(private readonly ledger: LedgerRepository) {}

  /** The member's wallet in this currency, opened with a zero balance when it does not exist yet. */
  async ensurePlayerWallet(tenantId: string, memberId: number, currency: string): Promise<PlayerWallet> {
    checkTenant(tenantId);
    checkMember(memberId);
    checkCurrency(currency);
    const ref: AccountRef = { kind: 'player', memberId };
    let [account] = await this.ledger.findAccounts(tenantId, currency, [ref]);
    if (!account) {
      await this.ledger.createAccount(tenantId, currency, ref);
      [account] = await this.ledger.findAccounts(tenantId, currency, [ref]);
    }
    return { accountId: account.id, tenantId, memberId, currency, balance: account.balance };
  }

  /** The member's balance in the tenant's currency; 0 while the member has no wallet. */
  async balance(tenantId: string, memberId: number, currency: string): Promise<WalletBalance> {
    checkTenant(tenantId);
    checkMember(memberId);
    checkCurrency(currency);
    const [account] = await this.ledger.findAccounts(tenantId, currency, [{ kind: 'player', memberId }]);
    return { sumBalance: account?.balance ?? 0, currency };
  }

  /**
   * Moves `amount` from one account to the other, exactly once per (tenant, idempotencyKey).
   * Errors: 409 insufficientFunds (a player wallet would go below zero; nothing written),
   * 409 idempotencyConflict (the key was used for a different movement; nothing written).
   */
  async transfer(request: TransferRequest): Promise<Transfer> {
    checkRequest(request);
    const { tenantId, idempotencyKey, currency, amount } = request;
    // The common retry: answered without locks or writes.
    const stored = await this.ledger.findTransfer(tenantId, idempotencyKey);
    if (stored) return replayOf(stored, request);

    return this.ledger.inTransaction(async (tx) => {
      const { from, to } = await this.#openAccounts(tx, request);
      // A locked row is read at its latest committed version: the balance we check is current.
      const locked = await tx.lockAccounts(tenantId, [from.id, to.id]);
      const source = locked.find((a) => a.id === from.id)!;
      if (source.ref.kind === 'player' && source.balance < amount) {
        // A twin of this request that held the locks before us may be what emptied the wallet.
        const twin = await tx.findTransfer(tenantId, idempotencyKey);
        if (twin) return replayOf(twin, request);
        throw insufficientFunds();
      }
      const metadata = request.metadata ?? {};
      const posted = await tx.postTransfer({ tenantId, idempotencyKey, kind: request.kind, debitAccountId: from.id, creditAccountId: to.id, amount, currency, metadata });
      // The key is taken: by a twin that committed while we waited (same movement → its result).
      if (!posted) return replayOf((await tx.findTransfer(tenantId, idempotencyKey))!, request);
      return {
        id: posted.id,
        tenantId,
        idempotencyKey,
        kind: request.kind,
        from: request.from,
        to: request.to,
        amount,
        currency,
        metadata,
        createdAt: posted.createdAt,
        fromBalanceAfter: posted.debitBalanceAfter,
        toBalanceAfter: posted.creditBalanceAfter,
        replayed: false,
      };
    });
  }

  /** The free-play (type 4) account's demo balance, granted once per member from the house 'freeplay' account. */
  grantFreePlayBalance(tenantId: string, memberId: number, amount: number, currency: string): Promise<Transfer> {
    return this.transfer({
      tenantId,
      idempotencyKey: `freeplay:${memberId}`,
      kind: 'freeplay_grant',
      from: { kind: 'house', code: 'freeplay' },
      to: { kind: 'player', memberId },
      amount,
      currency,
    });
  }

  /** Accounts whose cached balance differs from the sum of their entries. Must be empty. */
  reconcile(tenantId: string): Promise<AccountDrift[]> {
    checkTenant(tenantId);
    return this.ledger.drift(tenantId);
  }

  /** Sum of all balances (players and house) per currency. Every total must be 0. */
  trialBalance(tenantId: string): Promise<CurrencyTotal[]> {
    checkTenant(tenantId);
    return this.ledger.totals(tenantId);
  }

  /**
   * Both accounts of the transfer, opening the ones that do not exist yet. Opening happens before any
   * lock is taken, so a wait on a concurrent opener never holds a lock another transfer needs. A
   * missing player wallet on the paying side has nothing to pay with.
   */
  async #openAccounts(tx: LedgerRepository, r: TransferRequest): Promise<{ from: LedgerAccount; to: LedgerAccount }> {
    const find = async () => {
      const accounts = await tx.findAccounts(r.tenantId, r.currency, [r.from, r.to]);
      return { from: accounts.find((a) => sameRef(a.ref, r.from)), to: accounts.find((a) => sameRef(a.ref, r.to)) };
    };
    let found = await find();
    if (found.from && found.to) return { from: found.from, to: found.to };
    if (!found.from && r.from.kind === 'player') throw insufficientFunds();
    if (!found.from) await tx.createAccount(r.tenantId, r.currency, r.from);
    if (!found.to) await tx.createAccount(r.tenantId, r.currency, r.to);
    found = await find();
    if (!found.from || !found.to) throw new Error(`cannot open ledger account for ${describeRef(found.from ? r.to : r.from)}`);
    return { from: found.from, to: found.to };
  }
}
