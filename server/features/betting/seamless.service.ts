// The seamless wallet game vendors call (spec §7 games; ARCHITECTURE §5): balance, bet, win,
// rollback. A call is signed over its raw bytes with the vendor's secret from the brand's tenant
// file and carries a recent timestamp; each vendor transaction id is applied once, its answer
// stored and returned again to a replay. Wins and rollbacks never need a live session. A rollback
// that arrives before its bet is recorded, and the late bet is then refused. No Express, no SQL.
import { createHash, randomBytes } from 'node:crypto';
import type { BalanceRequest, BetRequest, RollbackRequest, WalletAnswer, WinRequest } from '../../../schemas/generated/seamless.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { apiSchema, compileApiSchema, fieldProblem, type SchemaRef } from '../../http/validate.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { findVendor } from '../games/vendor-registry.ts';
import type { BetWallet } from './bet-wallet.ts';
import { BettingRepository, type StoredVendorTx, type VendorSession } from './betting.repository.ts';
import { signatureMatches, timestampFresh } from './seamless-signature.ts';

export const SEAMLESS_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number];

/** How long a launch token lets a vendor take bets. */
export const VENDOR_SESSION_HOURS = 12;

const SCHEMAS: Record<SeamlessAction, SchemaRef<unknown>> = {
  balance: apiSchema<BalanceRequest>('seamless', 'BalanceRequest'),
  bet: apiSchema<BetRequest>('seamless', 'BetRequest'),
  win: apiSchema<WinRequest>('seamless', 'WinRequest'),
  rollback: apiSchema<RollbackRequest>('seamless', 'RollbackRequest'),
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** PostgreSQL gave up on this transaction (deadlock, serialization): running it again is safe. */
const retryable = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string })?.code ?? '');

export class SeamlessService {
  readonly #repo: BettingRepository;

  constructor(
    private readonly db: Db,
    private readonly bets: BetWallet,
  ) {
    this.#repo = new BettingRepository(db);
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
    if (!secret || !findVendor(vendor)) throw new AppError(404, 'vendorUnknown');
    if (!signatureMatches(secret, raw, signature)) throw new AppError(401, 'badSignature');
    const input = parse(raw, SCHEMAS[action]) as SeamlessInput;
    if (!timestampFresh(input.timestamp)) throw new AppError(401, 'staleRequest');
    if (input.currency !== undefined && input.currency !== tenant.config.currency.code) throw new AppError(400, 'currencyMismatch');
    switch (action) {
      case 'balance': return this.#balance(tenant, vendor, input as BalanceRequest);
      case 'bet': return this.#bet(tenant, vendor, input as BetRequest);
      case 'win': return this.#win(tenant, vendor, input as WinRequest);
      case 'rollback': return this.#rollback(tenant, vendor, input as RollbackRequest);
    }
  }

  async #balance(tenant: TenantContext, vendor: string, r: BalanceRequest): Promise<WalletAnswer> {
    let memberId: number;
    if (r.token) {
      const session = await this.#repo.findSession(tenant.id, vendor, hashToken(r.token));
      if (!session || (r.playerId !== undefined && String(session.memberId) !== r.playerId)) throw new AppError(401, 'sessionExpired');
      memberId = session.memberId;
    } else if (r.playerId) {
      memberId = (await this.#knownPlayer(tenant, vendor, r.playerId)).memberId;
    } else {
      throw new AppError(400, 'validation', { fields: [{ field: 'playerId', code: 'required', messageKey: 'validation.required', params: { field: 'playerId' } }] });
    }
    return this.#answer(tenant, memberId, await this.bets.balance(this.db, tenant, memberId));
  }

  async #bet(tenant: TenantContext, vendor: string, r: BetRequest): Promise<WalletAnswer> {
    const session = await this.#repo.findSession(tenant.id, vendor, hashToken(r.token));
    if (!session || String(session.memberId) !== r.playerId) {
      // A retried bet that was applied before its session ended gets its stored answer, not a refusal.
      const stored = await this.#repo.findTx(tenant.id, vendor, r.txId);
      if (stored?.kind === 'bet' && stored.status !== 'cancelled' && String(stored.memberId) === r.playerId) return replayOf(stored, 'bet', stored.memberId, r);
      throw new AppError(401, 'sessionExpired');
    }
    const memberId = session.memberId;
    try {
      return await this.#inTransaction(async (trx, repo) => {
        if (!(await repo.claimTx(tenant.id, vendor, r.txId, { kind: 'bet', memberId, roundId: r.roundId, amount: r.amount, status: 'applied', refTxId: null }))) {
          const stored = await repo.findTx(tenant.id, vendor, r.txId);
          if (stored?.kind === 'bet' && stored.memberId === memberId && stored.status === 'cancelled') {
            throw new AppError(409, 'betCancelled', { value: this.#answer(tenant, memberId, await this.bets.balance(trx, tenant, memberId)) });
          }
          return replayOf(stored, 'bet', memberId, r);
        }
        const { balance } = await this.bets.placeBet(trx, { tenant, memberId, amount: r.amount, key: `vendor:${vendor}:${r.txId}`, trial: session.trial, metadata: { vendor, roundId: r.roundId, gameCode: r.gameCode } });
        await repo.changeRound({ ...this.#round(tenant, vendor, r, memberId, session.trial), bet: r.amount });
        const answer = { ...this.#answer(tenant, memberId, balance), txId: r.txId };
        await repo.finishTx(tenant.id, vendor, r.txId, answer);
        return answer;
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficientFunds') {
        throw new AppError(409, 'insufficientFunds', { value: this.#answer(tenant, memberId, await this.bets.balance(this.db, tenant, memberId)) });
      }
      throw err;
    }
  }

  async #win(tenant: TenantContext, vendor: string, r: WinRequest): Promise<WalletAnswer> {
    const { memberId, trial } = await this.#knownPlayer(tenant, vendor, r.playerId);
    return this.#inTransaction(async (trx, repo) => {
      if (!(await repo.claimTx(tenant.id, vendor, r.txId, { kind: 'win', memberId, roundId: r.roundId, amount: r.amount, status: 'applied', refTxId: null }))) {
        return replayOf(await repo.findTx(tenant.id, vendor, r.txId), 'win', memberId, r);
      }
      const metadata = { vendor, roundId: r.roundId, gameCode: r.gameCode };
      // The jackpot first: it takes the brand's jackpot lock, which must come before any row lock.
      const jackpotWin = r.jackpot && !trial ? await this.bets.payJackpot(trx, { tenant, memberId, key: `vendor:${vendor}:${r.txId}:jackpot`, metadata }) : 0;
      if (r.amount > 0) await this.bets.payWin(trx, { tenant, memberId, amount: r.amount, key: `vendor:${vendor}:${r.txId}`, trial, metadata });
      await repo.changeRound({ ...this.#round(tenant, vendor, r, memberId, trial), win: r.amount + jackpotWin, jackpot: jackpotWin, close: r.endRound ?? true });
      const answer: WalletAnswer = { ...this.#answer(tenant, memberId, await this.bets.balance(trx, tenant, memberId)), txId: r.txId, ...(r.jackpot ? { jackpotWin } : {}) };
      await repo.finishTx(tenant.id, vendor, r.txId, answer);
      return answer;
    });
  }

  async #rollback(tenant: TenantContext, vendor: string, r: RollbackRequest): Promise<WalletAnswer> {
    const { memberId, trial } = await this.#knownPlayer(tenant, vendor, r.playerId);
    return this.#inTransaction(async (trx, repo) => {
      if (!(await repo.claimTx(tenant.id, vendor, r.txId, { kind: 'rollback', memberId, roundId: r.roundId, amount: 0, status: 'applied', refTxId: r.refTxId }))) {
        return replayOf(await repo.findTx(tenant.id, vendor, r.txId), 'rollback', memberId, r);
      }
      let bet = await repo.findTx(tenant.id, vendor, r.refTxId, true);
      // The bet never came (yet): record it as cancelled so that a late bet with this id is refused.
      if (!bet && !(await repo.claimTx(tenant.id, vendor, r.refTxId, { kind: 'bet', memberId, roundId: r.roundId, amount: 0, status: 'cancelled', refTxId: null }))) {
        bet = await repo.findTx(tenant.id, vendor, r.refTxId, true);
      }
      if (bet && (bet.kind !== 'bet' || bet.memberId !== memberId)) throw new AppError(409, 'idempotencyConflict');
      if (bet?.status === 'applied') {
        await this.bets.refundBet(trx, { tenant, memberId, amount: bet.amount, key: `vendor:${vendor}:${r.refTxId}:rollback`, trial, metadata: { vendor, roundId: bet.roundId, gameCode: r.gameCode } });
        await repo.setTxStatus(tenant.id, vendor, r.refTxId, 'rolled_back');
        await repo.changeRound({ ...this.#round(tenant, vendor, { ...r, roundId: bet.roundId }, memberId, trial), bet: -bet.amount });
      }
      const answer = { ...this.#answer(tenant, memberId, await this.bets.balance(trx, tenant, memberId)), txId: r.txId };
      await repo.finishTx(tenant.id, vendor, r.txId, answer);
      return answer;
    });
  }

  /**
   * A player the vendor may name without a live session: a member of this brand who launched this
   * vendor (or played it: expired sessions are purged after a week, and a sports bet may settle
   * later than that), and whether they play for fun.
   */
  async #knownPlayer(tenant: TenantContext, vendor: string, playerId: string): Promise<{ memberId: number; trial: boolean }> {
    const memberId = Number(playerId);
    const trial = Number.isSafeInteger(memberId)
      ? ((await this.#repo.lastSessionTrial(tenant.id, vendor, memberId)) ?? (await this.#repo.lastRoundTrial(tenant.id, vendor, memberId)))
      : null;
    if (trial === null) throw new AppError(404, 'playerUnknown');
    return { memberId, trial };
  }

  #round(tenant: TenantContext, vendor: string, r: { roundId: string; gameCode: string }, memberId: number, trial: boolean) {
    return { tenantId: tenant.id, vendor, roundId: r.roundId, memberId, gameCode: r.gameCode, gameType: findVendor(vendor)!.gameType, currency: tenant.config.currency.code, trial };
  }

  #answer(tenant: TenantContext, memberId: number, balance: number): WalletAnswer {
    return { playerId: String(memberId), balance, currency: tenant.config.currency.code };
  }

  async #inTransaction<T>(work: (trx: Db, repo: BettingRepository) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction().execute((trx) => work(trx, new BettingRepository(trx)));
      } catch (err) {
        if (attempt >= 3 || !retryable(err)) throw err;
      }
    }
  }
}

/** The stored answer for a repeated transaction id, when it is the same call (kind, player, round, amount, bet named) again. */
function replayOf(stored: StoredVendorTx | null, kind: StoredVendorTx['kind'], memberId: number, request: { roundId: string; amount?: number; refTxId?: string }): WalletAnswer {
  const same =
    stored !== null &&
    stored.kind === kind &&
    stored.memberId === memberId &&
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
