// The seamless wallet game vendors call (spec §7 games; ARCHITECTURE §5): balance, bet, win,
// rollback. A call is signed over its raw bytes with the vendor's secret from the brand's tenant
// file and carries a recent timestamp; each vendor transaction id is applied once, its answer
// stored and returned again to a replay. Wins and rollbacks never need a live session. A rollback
// that arrives before its bet is recorded, and the late bet is then refused. Each money call is one
// database function (claim, move, round, answer); calls that arrive together share a transaction
// (group commit, below). This service checks the call and turns the function's outcome into the API's
// answer or error. No Express, no SQL.
import { createHash, randomBytes } from 'node:crypto';
import type { BalanceRequest, BetRequest, RollbackRequest, WalletAnswer, WinRequest } from '../../../schemas/generated/seamless.ts';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../http/app-error.ts';
import { apiSchema, compileApiSchema, fieldProblem, type SchemaRef } from '../../http/validate.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { findVendor } from '../../providers/games/vendor-registry.ts';
import type { BetWallet } from './bet-wallet.ts';
import type { BettingRepository, SeamlessCall, SeamlessOutcome, StoredVendorTx, VendorCall, VendorSession } from './betting.repository.ts';
import { LaneBatcher, LaneFullError } from './lane-batcher.ts';
import { signatureMatches, timestampFresh } from '../../providers/games/seamless-signature.ts';

export const SEAMLESS_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number];

/** How long a launch token lets a vendor take bets. */
export const VENDOR_SESSION_HOURS = 12;

/** The signed body of each action (exported for the OpenAPI document). */
export const SCHEMAS: Record<SeamlessAction, SchemaRef<unknown>> = {
  balance: apiSchema<BalanceRequest>('seamless', 'BalanceRequest'),
  bet: apiSchema<BetRequest>('seamless', 'BetRequest'),
  win: apiSchema<WinRequest>('seamless', 'WinRequest'),
  rollback: apiSchema<RollbackRequest>('seamless', 'RollbackRequest'),
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Money calls share transactions (group commit, lane-batcher.ts). A member's calls go to the lane of
 * their house shard; one transaction at a time works a lane, in this process (the batcher) and across
 * instances (the lane's lock in seamless_batch), and lanes share no rows, so seamless transactions never
 * deadlock with each other. A few lanes keep both database cores busy and leave the pool's other
 * connections to the rest of the portal.
 */
const LANES = 4;
const MAX_BATCH = 32;
/** Beyond this backlog a lane (a few seconds of work) refuses calls with 429 instead of queueing them past a vendor's time-out. */
const MAX_WAITING = 1_000;
const laneOf = (c: SeamlessCall) => c.shard % LANES;

/** An overloaded lane refuses with 429 (nothing done, the vendor retries); anything else goes on. */
const busy = (err: unknown): never => {
  throw err instanceof LaneFullError ? new AppError(429, 'tooManyRequests') : err;
};

/** PostgreSQL gave up on this transaction (deadlock, serialization): running it again is safe. */
const retryable = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string })?.code ?? '');

export class SeamlessService {
  readonly #repo: BettingRepository;
  readonly #batcher: LaneBatcher<SeamlessCall, SeamlessOutcome>;

  constructor(
    repo: BettingRepository,
    private readonly bets: BetWallet,
    private readonly log?: Logger,
  ) {
    this.#repo = repo;
    this.#batcher = new LaneBatcher({
      lanes: LANES,
      maxBatch: MAX_BATCH,
      maxWaiting: MAX_WAITING,
      runBatch: (calls) => this.#repo.callAll(laneOf(calls[0]), calls),
      runOne: async (c) => (await this.#retrying(() => this.#repo.callAll(laneOf(c), [c])))[0],
      // A jackpot hit takes the brand's jackpot lock, which must come before any row lock of its
      // transaction (game_win): in a batch, earlier calls would already hold rows.
      alone: (c) => c.action === 'win' && c.jackpot,
      onBatchFailed: (err, size) => this.log?.warn({ err, size }, 'seamless batch failed as a whole; its calls run one by one'),
    });
  }

  /** A launch token for the member at this vendor (the portal hands it to the vendor's game URL). */
  async openSession(tenant: TenantContext, s: VendorSession): Promise<string> {
    const token = randomBytes(16).toString('base64url');
    await this.#repo.insertSession(tenant.id, hashToken(token), s, new Date(Date.now() + VENDOR_SESSION_HOURS * 3_600_000));
    return token;
  }

  /** One signed call: checks vendor, signature, shape, timestamp and currency, then does it. */
  async call(tenant: TenantContext, vendor: string, action: SeamlessAction, raw: Buffer, signature: string | undefined): Promise<WalletAnswer> {
    const secret = tenant.config.secrets?.vendorSecrets?.[vendor];
    const known = findVendor(vendor);
    if (!secret || !known) throw new AppError(404, 'vendorUnknown');
    if (!signatureMatches(secret, raw, signature)) throw new AppError(401, 'badSignature');
    const input = parse(raw, SCHEMAS[action]) as SeamlessInput;
    if (!timestampFresh(input.timestamp)) throw new AppError(401, 'staleRequest');
    if (input.currency !== undefined && input.currency !== tenant.config.currency.code) throw new AppError(400, 'currencyMismatch');
    if (action === 'balance') return this.#balance(tenant, vendor, input as BalanceRequest);
    const r = input as BetRequest | WinRequest | RollbackRequest;
    const terms = this.bets.terms(tenant, Number(r.playerId));
    const call: VendorCall = {
      tenantId: tenant.id,
      vendor,
      txId: r.txId,
      playerId: r.playerId,
      roundId: r.roundId,
      gameCode: r.gameCode,
      gameType: known.gameType,
      currency: terms.currency,
      shard: terms.shard,
      answer: { playerId: r.playerId, currency: terms.currency, txId: r.txId },
    };
    let money: SeamlessCall;
    switch (action) {
      case 'bet': {
        const bet = r as BetRequest;
        money = { ...call, action, tokenHash: hashToken(bet.token), amount: bet.amount, contributionBps: terms.contributionBps };
        break;
      }
      case 'win': {
        const win = r as WinRequest;
        money = { ...call, action, amount: win.amount, jackpot: win.jackpot ?? false, close: win.endRound ?? true, winShareBps: terms.winShareBps };
        break;
      }
      case 'rollback':
        money = { ...call, action, refTxId: (r as RollbackRequest).refTxId };
        break;
    }
    return this.#answered(tenant, action, r, await this.#batcher.submit(laneOf(money), money).catch(busy));
  }

  async #balance(tenant: TenantContext, vendor: string, r: BalanceRequest): Promise<WalletAnswer> {
    if (!r.token && !r.playerId) {
      throw new AppError(400, 'validation', {
        fields: [{ field: 'playerId', code: 'required', messageKey: 'validation.required', params: { field: 'playerId' } }],
      });
    }
    const found = await this.#repo.balance(
      tenant.id,
      vendor,
      tenant.config.currency.code,
      r.token ? { tokenHash: hashToken(r.token), playerId: r.playerId } : { playerId: r.playerId },
    );
    if (found.status !== 'ok') throw found.status === 'sessionExpired' ? new AppError(401, 'sessionExpired') : new AppError(404, 'playerUnknown');
    return this.#answer(tenant, String(found.memberId), found.balance);
  }

  /** The API's answer or error for what the database did. */
  #answered(tenant: TenantContext, kind: StoredVendorTx['kind'], r: BetRequest | WinRequest | RollbackRequest, outcome: SeamlessOutcome): WalletAnswer {
    switch (outcome.status) {
      case 'applied':
        return outcome.response as WalletAnswer;
      case 'taken': {
        const { stored, balance } = outcome;
        if (kind === 'bet' && stored.kind === 'bet' && String(stored.memberId) === r.playerId && stored.status === 'cancelled' && balance !== null) {
          throw new AppError(409, 'betCancelled', { value: this.#answer(tenant, r.playerId, balance) });
        }
        return replayOf(stored, kind, r);
      }
      case 'insufficientFunds':
      case 'lossLimitReached':
      case 'wagerLimitReached':
        // The vendor's documented refusal: 409 with the code and the balance, like a short wallet.
        throw new AppError(409, outcome.status, { value: this.#answer(tenant, r.playerId, outcome.balance) });
      case 'sessionExpired':
        throw new AppError(401, 'sessionExpired');
      case 'excluded':
        throw new AppError(403, 'playerExcluded');
      case 'playerUnknown':
        throw new AppError(404, 'playerUnknown');
      case 'conflict':
      case 'keyTaken':
        throw new AppError(409, 'idempotencyConflict');
    }
  }

  #answer(tenant: TenantContext, playerId: string, balance: number): WalletAnswer {
    return { playerId, balance, currency: tenant.config.currency.code };
  }

  /** A call PostgreSQL gave up on (deadlock, serialization) wrote nothing: run it again, up to three times. */
  async #retrying<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (err) {
        if (attempt >= 3 || !retryable(err)) throw err;
      }
    }
  }
}

/** The stored answer for a repeated transaction id, when it is the same call (kind, player, round, amount, bet named) again. */
function replayOf(
  stored: StoredVendorTx,
  kind: StoredVendorTx['kind'],
  request: { playerId: string; roundId: string; amount?: number; refTxId?: string },
): WalletAnswer {
  const same =
    stored.kind === kind &&
    String(stored.memberId) === request.playerId &&
    stored.roundId === request.roundId &&
    (request.amount === undefined || stored.amount === request.amount) &&
    (request.refTxId === undefined || stored.refTxId === request.refTxId);
  if (!same || stored.response === null) throw new AppError(409, 'idempotencyConflict');
  return stored.response as WalletAnswer;
}

type SeamlessInput = BalanceRequest | BetRequest | WinRequest | RollbackRequest;

function parse(raw: Buffer, schema: SchemaRef<unknown>): unknown {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError(400, 'badRequest');
  }
  const check = compileApiSchema(schema);
  if (!check(body)) throw new AppError(400, 'validation', { fields: (check.errors ?? []).map((e) => fieldProblem(e, 'body')) });
  return body;
}
