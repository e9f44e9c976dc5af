// The wallet: every movement of money is one transfer between two ledger accounts (a member's wallet,
// a member's hold account or a house account) of one tenant, applied exactly once per idempotency
// key. No Express, no SQL.
//
// A movement is one round trip to the database (ledger_move: find the key and both accounts, update
// both balances in account-id order with the payer's funds condition, write the transfer row with
// both legs); it runs as its own transaction, or inside the caller's when the wallet comes from
// within(trx). Only a movement that needs a new account takes the slow path: one transaction that
// opens the account and moves. Callers must not hold another open transaction of the same database
// while calling the unbound wallet (PGlite has one connection; it would wait forever).
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { WalletBalance } from '../../../schemas/generated/wallet.ts';
import { LedgerRepository, movementRows, type MoveOutcome, type Movement } from './ledger.repository.ts';
import { positiveAmount } from './minor-units.ts';
import {
  GAME_VENDOR,
  HOUSE_CODES,
  storedKind,
  type AccountDrift,
  type HouseCode,
  type AccountRef,
  type CurrencyTotal,
  type PendingRequest,
  type PlayerWallet,
  type Transfer,
  type TransferRequest,
} from './wallet.types.ts';

const CURRENCY = /^[A-Z]{3}$/;
const TRANSFER_KIND = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_KEY_LENGTH = 200;
/** Payments per ledger_credit_many call: big enough to cost little per payment, small enough for one statement's memory. */
export const CREDIT_BATCH = 5_000;

const insufficientFunds = () => new AppError(409, 'insufficientFunds');

/** Keys starting with this are the ledger's own (the resolution of a pending transfer). */
const RESERVED_KEY_PREFIX = '#';

const sameRef = (a: AccountRef | undefined, b: AccountRef | undefined): boolean => {
  if (!a || !b) return a === b;
  if (a.kind === 'house' || b.kind === 'house') return a.kind === 'house' && b.kind === 'house' && a.code === b.code;
  return b.kind === a.kind && a.memberId === b.memberId && (a.kind !== 'game' || (b.kind === 'game' && a.vendor === b.vendor));
};

function checkTenant(tenantId: string): void {
  if (typeof tenantId !== 'string' || tenantId.length === 0) throw new RangeError('tenantId must be a non-empty string');
}

function checkMember(memberId: number): void {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new RangeError(`memberId must be a positive integer, got ${memberId}`);
}

function checkCurrency(currency: string): void {
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) throw new RangeError(`currency must be an ISO 4217 code, got ${currency}`);
}

/** A wallet or house account; hold accounts move only through createPending / postPending / voidPending. */
function checkRef(ref: AccountRef, side: string): void {
  if (ref?.kind === 'player') checkMember(ref.memberId);
  else if (ref?.kind === 'game') {
    checkMember(ref.memberId);
    if (typeof ref.vendor !== 'string' || !GAME_VENDOR.test(ref.vendor)) throw new RangeError(`${side}: vendor must be ${GAME_VENDOR}`);
  } else if (ref?.kind !== 'house' || !(HOUSE_CODES as readonly string[]).includes(ref.code)) throw new RangeError(`${side} is not a valid account reference`);
}

function checkKey(key: string, what = 'idempotencyKey'): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new RangeError(`${what} must be 1–${MAX_KEY_LENGTH} characters`);
}

function checkMetadata(metadata: unknown): void {
  if (metadata !== undefined && (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)))
    throw new RangeError('metadata must be a plain object');
}

/** Programming errors (bad arguments) are RangeErrors: callers validate user input before money moves. */
function checkRequest(r: TransferRequest): void {
  checkTenant(r.tenantId);
  checkKey(r.idempotencyKey);
  if (r.idempotencyKey.startsWith(RESERVED_KEY_PREFIX)) throw new RangeError(`idempotency keys starting with ${RESERVED_KEY_PREFIX} are the ledger's own`);
  if (typeof r.kind !== 'string' || !TRANSFER_KIND.test(r.kind)) throw new RangeError(`transfer kind must be lower snake case, got ${r.kind}`);
  checkRef(r.from, 'from');
  checkRef(r.to, 'to');
  if (sameRef(r.from, r.to)) throw new RangeError('a transfer needs two different accounts');
  positiveAmount(r.amount);
  checkCurrency(r.currency);
  checkMetadata(r.metadata);
  if (r.onBehalfOf !== undefined) checkMember(r.onBehalfOf);
}

/** The stored transfer when it is the movement asked for; otherwise the key is taken. Metadata is descriptive and not compared. */
function replayOf(stored: Transfer, m: Movement): Transfer {
  const same =
    stored.kind === m.kind &&
    sameRef(stored.from, m.from) &&
    sameRef(stored.to, m.to) &&
    sameRef(stored.pendingTo, m.pendingTo) &&
    stored.phase === (m.pendingTo ? 'pending' : 'single') &&
    stored.amount === m.amount &&
    stored.currency === m.currency;
  if (!same) throw new AppError(409, 'idempotencyConflict');
  return stored;
}

export class WalletService {
  constructor(private readonly ledger: LedgerRepository) {}

  /**
   * This wallet inside the caller's transaction (a Kysely transaction of the same database): its
   * movements commit or roll back with the caller's other writes. Each movement locks its two
   * accounts until that transaction ends; two transactions that each make several movements in
   * opposite orders can deadlock (PostgreSQL then aborts one, 40P01), so keep one movement per
   * transaction where possible. The transaction must be READ COMMITTED (the default): a movement
   * that waited for a twin with the same key reads the twin's committed result.
   */
  within(trx: Db): WalletService {
    return new WalletService(new LedgerRepository(trx));
  }

  /** The member's wallet in this currency, opened with a zero balance when it does not exist yet. */
  async ensurePlayerWallet(tenantId: string, memberId: number, currency: string): Promise<PlayerWallet> {
    checkTenant(tenantId);
    checkMember(memberId);
    checkCurrency(currency);
    const ref: AccountRef = { kind: 'player', memberId };
    let [account] = await this.ledger.findAccounts(tenantId, currency, [ref]);
    if (!account) {
      await this.ledger.createAccount(tenantId, currency, { ref, shard: 0 });
      [account] = await this.ledger.findAccounts(tenantId, currency, [ref]);
    }
    return { accountId: account.id, tenantId, memberId, currency, balance: account.balance };
  }

  /** The member's available balance in the tenant's currency (held money excluded); 0 while the member has no wallet. */
  async balance(tenantId: string, memberId: number, currency: string): Promise<WalletBalance> {
    checkTenant(tenantId);
    checkMember(memberId);
    checkCurrency(currency);
    const [account] = await this.ledger.findAccounts(tenantId, currency, [{ kind: 'player', memberId }]);
    return { sumBalance: account?.balance ?? 0, currency };
  }

  /**
   * In the caller's transaction: locks the member's wallet row until it ends and returns the balance, so a
   * check made next (an active bonus before a withdrawal) cannot race a credit or debit of that wallet.
   */
  async lockBalance(tenantId: string, memberId: number, currency: string): Promise<number> {
    checkTenant(tenantId);
    checkMember(memberId);
    checkCurrency(currency);
    return this.ledger.lockPlayerBalance(tenantId, memberId, currency);
  }

  /** The member's balance in each vendor's own wallet (0 for a vendor where they have none yet). */
  async gameBalances(tenantId: string, memberId: number, currency: string, vendors: readonly string[]): Promise<Array<{ vendor: string; balance: number }>> {
    checkTenant(tenantId);
    checkMember(memberId);
    checkCurrency(currency);
    const refs: AccountRef[] = vendors.map((vendor) => ({ kind: 'game', memberId, vendor }));
    for (const ref of refs) checkRef(ref, 'vendor');
    const accounts = await this.ledger.findAccounts(tenantId, currency, refs);
    return vendors.map((vendor) => ({ vendor, balance: accounts.find((a) => a.ref.kind === 'game' && a.ref.vendor === vendor)?.balance ?? 0 }));
  }

  /** A house account's balance (the sum of its shards): the jackpot pool, what the cashier paid out, … */
  async houseBalance(tenantId: string, code: HouseCode, currency: string): Promise<number> {
    checkTenant(tenantId);
    checkRef({ kind: 'house', code }, 'code');
    checkCurrency(currency);
    return this.ledger.houseBalance(tenantId, code, currency);
  }

  /** Money of the member held by open pending transfers (withdrawals awaiting approval, …). */
  async held(tenantId: string, memberId: number, currency: string): Promise<number> {
    checkTenant(tenantId);
    checkMember(memberId);
    checkCurrency(currency);
    return this.ledger.held(tenantId, memberId, currency);
  }

  /**
   * Moves `amount` from one account to the other, exactly once per (tenant, idempotencyKey).
   * Errors: 409 insufficientFunds (a player wallet would go below zero; nothing written),
   * 409 idempotencyConflict (the key was used for a different movement; nothing written).
   */
  async transfer(request: TransferRequest): Promise<Transfer> {
    checkRequest(request);
    return this.#move({ ...request, metadata: request.metadata ?? {} });
  }

  /**
   * Pays many members' wallets out of one house account, in calls of CREDIT_BATCH payments (a period job's
   * bonuses, a batch of earned points): what a transfer() per payment would do — once per key, accounts opened
   * as needed, every ledger check kept — in a few statements per call instead of a round trip per payment.
   * Runs in the caller's transaction when the wallet comes from within(trx) (each call otherwise commits alone).
   * Returns the keys applied now; a key already used is not paid again (and, unlike transfer(), not compared).
   */
  async creditMany(request: {
    tenantId: string;
    kind: string;
    currency: string;
    from: HouseCode;
    payments: ReadonlyArray<{ idempotencyKey: string; memberId: number; amount: number; metadata?: Record<string, unknown> }>;
  }): Promise<Set<string>> {
    checkTenant(request.tenantId);
    if (typeof request.kind !== 'string' || !TRANSFER_KIND.test(request.kind))
      throw new RangeError(`transfer kind must be lower snake case, got ${request.kind}`);
    checkCurrency(request.currency);
    checkRef({ kind: 'house', code: request.from }, 'from');
    for (const p of request.payments) {
      checkKey(p.idempotencyKey);
      if (p.idempotencyKey.startsWith(RESERVED_KEY_PREFIX)) throw new RangeError(`idempotency keys starting with ${RESERVED_KEY_PREFIX} are the ledger's own`);
      checkMember(p.memberId);
      positiveAmount(p.amount);
      checkMetadata(p.metadata);
    }
    const applied = new Set<string>();
    for (let i = 0; i < request.payments.length; i += CREDIT_BATCH) {
      const payments = request.payments.slice(i, i + CREDIT_BATCH).map((p) => ({ ...p, metadata: p.metadata ?? {} }));
      const keys = await this.ledger.creditMany({
        tenantId: request.tenantId,
        kind: request.kind,
        currency: request.currency,
        houseCode: request.from,
        payments,
      });
      for (const key of keys) applied.add(key);
    }
    return applied;
  }

  /**
   * Holds `amount` of the member's wallet for a payment to `request.to`: the money leaves the wallet
   * (so it cannot be spent twice) for the member's hold account, until postPending pays it or
   * voidPending returns it. Same idempotency and errors as transfer().
   */
  async createPending(request: PendingRequest): Promise<Transfer> {
    checkRequest(request);
    if (request.from?.kind !== 'player') throw new RangeError('a pending transfer holds money of a member wallet');
    return this.#move({ ...request, to: { kind: 'hold', memberId: request.from.memberId }, pendingTo: request.to, metadata: request.metadata ?? {} });
  }

  /**
   * Pays the held money of the tenant's pending transfer `pendingKey` to its payee. At most once:
   * a repeated post returns the original result (replayed); after a void it is 409 pendingResolved.
   * An unknown key is 404 notFound.
   */
  postPending(tenantId: string, pendingKey: string, metadata?: Record<string, unknown>): Promise<Transfer> {
    return this.#resolve(tenantId, pendingKey, 'post', metadata);
  }

  /** Returns the held money of pending transfer `pendingKey` to the wallet; the mirror of postPending. */
  voidPending(tenantId: string, pendingKey: string, metadata?: Record<string, unknown>): Promise<Transfer> {
    return this.#resolve(tenantId, pendingKey, 'void', metadata);
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

  /** Sum of all balances (players, holds and house) per currency. Every total must be 0. */
  trialBalance(tenantId: string): Promise<CurrencyTotal[]> {
    checkTenant(tenantId);
    return this.ledger.totals(tenantId);
  }

  /** The movement on the fast path (one round trip); an account still to open costs one transaction that opens it and moves. */
  async #move(m: Movement): Promise<Transfer> {
    const first = await this.ledger.move(m);
    if (first.status !== 'missingAccount') return this.#outcome(first, m, this.ledger);
    return this.ledger.inTransaction(async (tx) => {
      await this.#openAccounts(tx, m);
      return this.#outcome(await tx.move(m), m, tx);
    });
  }

  /** The Transfer a movement statement's outcome stands for, or its error. */
  async #outcome(outcome: MoveOutcome, m: Movement, ledger: LedgerRepository): Promise<Transfer> {
    switch (outcome.status) {
      case 'applied': {
        const { status: _, ...applied } = outcome;
        return {
          ...applied,
          tenantId: m.tenantId,
          idempotencyKey: m.idempotencyKey,
          kind: m.kind,
          from: m.from,
          to: m.to,
          amount: m.amount,
          currency: m.currency,
          metadata: m.metadata,
          replayed: false,
          phase: m.pendingTo ? 'pending' : 'single',
          ...(m.pendingTo ? { pendingTo: m.pendingTo } : {}),
        };
      }
      case 'keyTaken': {
        const stored = await ledger.findTransfer(m.tenantId, m.idempotencyKey);
        if (!stored) throw new Error(`ledger transfer ${m.idempotencyKey} of tenant ${m.tenantId} was reported but cannot be read`);
        return replayOf(stored, m);
      }
      case 'insufficientFunds': {
        // A twin of this request that held the locks before us may be what emptied the wallet.
        const twin = await ledger.findTransfer(m.tenantId, m.idempotencyKey);
        if (twin) return replayOf(twin, m);
        throw insufficientFunds();
      }
      case 'missingAccount':
        throw new Error(`ledger accounts of transfer ${m.idempotencyKey} (tenant ${m.tenantId}) cannot be opened`);
    }
  }

  /**
   * Opens the accounts of the movement that do not exist yet (in the transaction that then moves).
   * A missing wallet on the paying side has nothing to pay with, and opens nothing.
   */
  async #openAccounts(tx: LedgerRepository, m: Movement): Promise<void> {
    const rows = movementRows(m);
    const existing = await tx.findAccounts(
      m.tenantId,
      m.currency,
      rows.map((r) => r.ref),
    );
    const missing = rows.filter((r) => !existing.some((a) => sameRef(a.ref, r.ref) && a.shard === r.shard));
    if (missing.some((r) => sameRef(r.ref, m.from) && r.ref.kind !== 'house')) throw insufficientFunds();
    // In one fixed order, so that two transactions opening the same accounts queue instead of deadlocking.
    const order = ({ ref, shard }: (typeof rows)[number]) => (ref.kind === 'house' ? `house:${ref.code}:${shard}` : `${storedKind(ref)}:${ref.memberId}`);
    missing.sort((a, b) => (order(a) < order(b) ? -1 : 1));
    for (const row of missing) await tx.createAccount(m.tenantId, m.currency, row);
  }

  async #resolve(tenantId: string, pendingKey: string, phase: 'post' | 'void', metadata: Record<string, unknown> = {}): Promise<Transfer> {
    checkTenant(tenantId);
    checkKey(pendingKey, 'pendingKey');
    checkMetadata(metadata);
    const outcome = await this.ledger.resolve(tenantId, pendingKey, phase, metadata);
    if (outcome.status === 'notFound') throw new AppError(404, 'notFound');
    if (outcome.status === 'resolved') {
      const earlier = (await this.ledger.findResolution(tenantId, outcome.pendingId))!;
      if (earlier.phase !== phase) throw new AppError(409, 'pendingResolved');
      return { ...earlier, replayed: true };
    }
    const { status: _, ...applied } = outcome;
    return { ...applied, tenantId, idempotencyKey: `${RESERVED_KEY_PREFIX}resolve:${outcome.pendingId}`, metadata, replayed: false, phase };
  }
}
