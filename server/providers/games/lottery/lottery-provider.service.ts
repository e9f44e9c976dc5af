// The built-in lottery provider: a vendor like the studio, reaching the wallet only through signed
// seamless calls. A slip (one bet request of one draw) is checked against the game (bet types, selections,
// stake ladder, limits), placed in the provider's books under the liability cap, then staked with ONE
// seamless bet (idempotent by its transaction id); a refused bet frees its exposure. Draws are period jobs
// (exactly once across instances, missed ones caught up from their committed seeds); drawing settles every
// slip in one statement; the wallet sweep then pays each settled slip (seamless win) and refunds each
// void or cancelled one (seamless rollback), each once by its transaction id.
import { randomUUID } from 'node:crypto';
import type { LotteryGame } from '../../../../schemas/generated/tenant.ts';
import { stakeScaleOf } from '../../../../schemas/rules/stakes.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';
import { runDuePeriods, type Clock, type PeriodJob } from '../../../jobs/period-job.ts';
import type { TenantContext } from '../../../tenancy/tenant-directory.ts';
import type { SeamlessClient } from '../originals/seamless-client.ts';
import { drawResult, drawSeedHash, oddsDivisor, oddsFor, openNumber, winningRows, type LotteryResult } from './lottery-engine.ts';
import { SlipAcceptor } from './slip-acceptor.ts';
import { drawByNumero, drawsAround, shapeOf, type DrawSlot } from './lottery-schedule.ts';
import { LotteryRepository, type DrawKey, type DrawRow, type NewLine, type StaffDrawState } from './lottery.repository.ts';

/** Missed draws caught up per game at start: fast games the last hour or so, VN games a week. */
const CATCH_UP = 60;
const SWEEP_BATCH = 500;
/** Open draws' rows kept in memory (a few per game and brand), cleared whole past this. */
const OPEN_ROWS_KEPT = 20_000;

export interface BetLine {
  betType: string;
  selection: string;
  amount: number;
}

export interface PlaceBet {
  playerId: string;
  token: string;
  gameCode: string;
  numero: string;
  requestId: string;
  lines: readonly BetLine[];
}

export const lotteryGames = (tenant: TenantContext): readonly LotteryGame[] => tenant.config.games.lottery?.games ?? [];
export const lotteryTimeZone = (tenant: TenantContext) => tenant.config.settings?.timeZone ?? 'UTC';
const walletGameCode = (g: LotteryGame) => g.gameCode;

export class LotteryProvider {
  constructor(
    private readonly db: Db,
    private readonly wallet: SeamlessClient,
    private readonly tenantOf: (tenantId: string) => TenantContext | undefined,
    private readonly tenantsAll: () => readonly TenantContext[],
    readonly clock: Clock,
  ) {}

  readonly #slots = new WeakMap<LotteryGame, { slot: DrawSlot; previous: string | undefined; timeZone: string }>();
  readonly #openRows = new Map<string, DrawRow>();
  readonly #latest = new Map<string, { games: readonly LotteryGame[]; rows: Map<string, DrawRow>; from: Date; until: Date; wallUntil: number }>();

  /** Slips confirmed by the wallet are marked accepted together (group commit, see slip-acceptor.ts). */
  readonly #accepting = new SlipAcceptor((slips) => this.#repo.acceptSlips(slips));

  get #repo() {
    return new LotteryRepository(this.db);
  }

  game(tenant: TenantContext, gameCode: string): LotteryGame {
    const game = lotteryGames(tenant).find((g) => g.gameCode === gameCode);
    if (!game) throw new AppError(404, 'lotteryGameUnknown');
    return game;
  }

  /**
   * Each game's draw now taking bets (created, with its seed committed, on first sight) and its latest result,
   * for menus that list every game on every request: answered from memory, the database asked only when
   * something can have changed (see #slotOf, #drawRows, #latestOf).
   */
  async openDraws(tenant: TenantContext, games: readonly LotteryGame[] = lotteryGames(tenant)) {
    const now = this.clock.now();
    const tz = lotteryTimeZone(tenant);
    const slots = games.map((game) => ({ game, ...this.#slotOf(game, tz, now) }));
    const [rows, latest] = await Promise.all([this.#drawRows(tenant, slots), this.#latestOf(tenant, now)]);
    return slots.map(({ game, slot }, i) => ({ game, slot, draw: rows[i], latest: latest.get(game.gameCode) }));
  }

  /** A game's next draw and the numero of the one before it, computed again once the next one's time has come (or the clock is before it opened). */
  #slotOf(game: LotteryGame, timeZone: string, now: Date): { slot: DrawSlot; previous: string | undefined } {
    const known = this.#slots.get(game);
    if (known && known.timeZone === timeZone && now < known.slot.drawAt && now >= known.slot.opensAt) return known;
    const around = drawsAround(game, timeZone, now, 1, 1);
    const next = { slot: around[around.length - 1], previous: around.length > 1 ? around[0].numero : undefined, timeZone };
    this.#slots.set(game, next);
    return next;
  }

  /**
   * The rows of these open draws: a draw's seed, hash and times never change once the row exists, so a row
   * seen once is kept (per process; whichever process inserts first wins, the others read its row); the
   * missing ones are created and read in one insert and one select.
   */
  async #drawRows(tenant: TenantContext, slots: readonly { game: LotteryGame; slot: DrawSlot }[]): Promise<DrawRow[]> {
    const keyOf = (gameCode: string, numero: string) => `${tenant.id}\u001f${gameCode}\u001f${numero}`;
    const missing = slots.filter(({ game, slot }) => !this.#openRows.has(keyOf(game.gameCode, slot.numero)));
    if (missing.length > 0) {
      if (this.#openRows.size + missing.length > OPEN_ROWS_KEPT) this.#openRows.clear();
      const rows = await this.#repo.ensureDraws(
        tenant.id,
        missing.map(({ game, slot }) => ({ gameCode: game.gameCode, numero: slot.numero, vendor: game.vendor, drawAt: slot.drawAt, lockAt: slot.lockAt })),
      );
      for (const row of rows) this.#openRows.set(keyOf(row.gameCode, row.numero), row);
    }
    return slots.map(({ game, slot }) => this.#openRows.get(keyOf(game.gameCode, slot.numero))!);
  }

  /** The bet's draw row, created on first sight (committed seed); rows seen by this process are not asked for again. */
  async #ensureDrawOnce(key: DrawKey, vendor: string, slot: DrawSlot): Promise<void> {
    const kept = `${key.tenantId}\u001f${key.gameCode}\u001f${key.numero}`;
    if (this.#openRows.has(kept)) return;
    const row = await this.#repo.ensureDraw({ ...key, vendor, drawAt: slot.drawAt, lockAt: slot.lockAt });
    if (this.#openRows.size >= OPEN_ROWS_KEPT) this.#openRows.clear();
    this.#openRows.set(kept, row);
  }

  /**
   * The latest drawn draw of each of the brand's games, kept until the next draw time of any of them (nothing
   * can be drawn before), or for a second when a game's last due draw is not drawn yet (the draw job, here or
   * in another process, is about to). Kept per games list: a config change brings a new list, read afresh.
   */
  async #latestOf(tenant: TenantContext, now: Date): Promise<Map<string, DrawRow>> {
    const games = lotteryGames(tenant);
    const kept = this.#latest.get(tenant.id);
    const wall = Date.now();
    if (kept && kept.games === games && now >= kept.from && now < kept.until && wall < kept.wallUntil) return kept.rows;
    const tz = lotteryTimeZone(tenant);
    const rows = await this.#repo.latestDrawn(
      tenant.id,
      games.map((g) => g.gameCode),
    );
    let until = Number.POSITIVE_INFINITY;
    let behind = false;
    for (const game of games) {
      const { slot, previous } = this.#slotOf(game, tz, now);
      until = Math.min(until, slot.drawAt.getTime());
      if (previous !== undefined && rows.get(game.gameCode)?.numero !== previous) behind = true;
    }
    this.#latest.set(tenant.id, { games, rows, from: now, until: new Date(until), wallUntil: behind ? wall + 1_000 : Number.POSITIVE_INFINITY });
    return rows;
  }

  /** Places a slip: checked whole, nothing written when any line is refused. */
  async placeBet(tenant: TenantContext, bet: PlaceBet) {
    const game = this.game(tenant, bet.gameCode);
    const shape = shapeOf(game);
    const scale = stakeScaleOf(tenant.config.games);
    const unit = game.unit * scale;
    const lines: NewLine[] = bet.lines.map((l) => {
      const odds = oddsFor(shape, game.betTypes, l.betType, l.selection);
      if (odds === null) throw new AppError(400, 'lotteryBadSelection');
      // Bao lô: a whole number of points, each the unit once per covered prize.
      const per = oddsDivisor(shape, l.betType);
      if (!Number.isSafeInteger(l.amount) || l.amount <= 0 || l.amount % (unit * per) !== 0) throw new AppError(400, 'lotteryAmountOffLadder');
      if (l.amount > game.maxBet * scale * per) throw new AppError(400, 'lotteryAmountOverMax');
      return { ...l, oddsX100: odds, per };
    });
    const total = lines.reduce((t, l) => t + l.amount, 0);
    if (!Number.isSafeInteger(total) || total > 100_000_000_000) throw new AppError(400, 'lotteryAmountOverMax');
    const repo = this.#repo;
    const twin = async () => {
      const found = await repo.slipByRequest(tenant.id, bet.playerId, bet.requestId);
      if (found && (found.status === 'accepted' || found.status === 'settled'))
        return this.#slipAnswer(found.slipId, found.gameCode, found.numero, found.total, null);
      throw new AppError(409, 'lotteryDuplicate');
    };
    const slot = drawByNumero(game, lotteryTimeZone(tenant), bet.numero);
    const now = this.clock.now();
    if (!slot || slot.opensAt > now) {
      // a retried request of a slip placed while its draw was open answers as the first time did
      if (await repo.slipByRequest(tenant.id, bet.playerId, bet.requestId)) return twin();
      throw new AppError(409, 'lotteryDrawClosed');
    }
    const key = { tenantId: tenant.id, gameCode: game.gameCode, numero: slot.numero };
    await this.#ensureDrawOnce(key, game.vendor, slot);
    const slipId = randomUUID();
    const placed = await repo
      .placeSlip(
        { ...key, slipId, vendor: game.vendor, playerId: bet.playerId, requestId: bet.requestId, cap: BigInt(game.liabilityCap) * BigInt(scale), now },
        lines,
      )
      .catch(async (err: unknown) => {
        // a twin request with the same id won the unique key: answer as it will
        if ((err as { code?: string })?.code === '23505') throw new AppError(409, 'lotteryDuplicate');
        throw err;
      });
    if (placed.status === 'twin') return twin();
    if (placed.status === 'closed') throw new AppError(409, 'lotteryDrawClosed');
    if (placed.status === 'locked') throw new AppError(409, 'lotteryDrawLocked');
    if (placed.status === 'capReached') throw new AppError(409, 'lotteryLiabilityCap', { params: { selection: placed.betKey.split('|')[1] } });
    let balance: number;
    try {
      const answer = await this.wallet.call(tenant, game.vendor, 'bet', {
        playerId: bet.playerId,
        token: bet.token,
        currency: tenant.config.currency.code,
        txId: `${slipId}:bet`,
        roundId: slipId,
        gameCode: walletGameCode(game),
        amount: total,
      });
      balance = answer.balance;
    } catch (err) {
      // Refused by the wallet (nothing taken there): taken back here too. Anything else stays pending;
      // the draw voids it and the sweep's rollback settles whatever the wallet did.
      if (err instanceof AppError && err.status < 500) await repo.discardSlip(key, slipId, lines);
      throw err;
    }
    if (!(await this.#accepting.submit({ tenantId: tenant.id, slipId }))) {
      // The draw came first and voided the slip: the sweep rolls the stake back.
      throw new AppError(409, 'lotteryDrawLocked');
    }
    return this.#slipAnswer(slipId, game.gameCode, slot.numero, total, balance);
  }

  #slipAnswer(slipId: string, gameCode: string, numero: string, total: number, balance: number | null) {
    return { slipId, gameCode, numero, total, ...(balance !== null && { balance }) };
  }

  /** The draw period job: every ended draw of every game, once across instances, drawn from its committed seed. */
  readonly drawJob: PeriodJob<TenantContext> = {
    name: 'lottery-draw',
    duePeriods: (tenant, now) =>
      lotteryGames(tenant).flatMap((game) => drawsAround(game, lotteryTimeZone(tenant), now, CATCH_UP, 0).map((s) => `${game.gameCode}:${s.numero}`)),
    run: async (tenant, key, trx) => {
      const [gameCode, numero] = key.split(':');
      const game = lotteryGames(tenant).find((g) => g.gameCode === gameCode);
      const slot = game && drawByNumero(game, lotteryTimeZone(tenant), numero);
      if (!game || !slot) return { skipped: 'gameGone' };
      return this.#draw(new LotteryRepository(trx), tenant, game, slot);
    },
  };

  async #draw(repo: LotteryRepository, tenant: TenantContext, game: LotteryGame, slot: DrawSlot) {
    const draw = await repo.ensureDraw({
      tenantId: tenant.id,
      gameCode: game.gameCode,
      numero: slot.numero,
      vendor: game.vendor,
      drawAt: slot.drawAt,
      lockAt: slot.lockAt,
    });
    const result = drawResult(shapeOf(game), draw.seed, game.gameCode, draw.numero);
    const outcome = await repo.drawAndSettle(draw, { result, openNumber: openNumber(result), at: this.clock.now() }, winningRows(result));
    return { ...outcome, openNumber: openNumber(result) };
  }

  /** Runs every due draw of every brand (the job's tick); then the wallet sweep. */
  async tick(): Promise<number> {
    const ran = await runDuePeriods(this.db, this.drawJob, this.tenantsAll(), this.clock);
    // draws drawn here are committed now: the menus' latest results are read again
    if (ran > 0) this.#latest.clear();
    return ran + (await this.sweepWallet());
  }

  /** Pays settled slips and refunds void or cancelled ones, each by its own transaction id (a replay is answered, not repeated). */
  async sweepWallet(): Promise<number> {
    const repo = this.#repo;
    let done = 0;
    for (;;) {
      const due = await repo.walletDue(SWEEP_BATCH);
      if (due.length === 0) return done + (await this.#closeLosers());
      const results = await Promise.allSettled(
        due.map(async (slip) => {
          const tenant = this.tenantOf(slip.tenantId);
          if (!tenant) return;
          const game = lotteryGames(tenant).find((g) => g.gameCode === slip.gameCode);
          const base = {
            playerId: slip.playerId,
            currency: tenant.config.currency.code,
            roundId: slip.slipId,
            gameCode: game ? walletGameCode(game) : slip.gameCode,
          };
          if (slip.status === 'settled') {
            await this.wallet.call(tenant, slip.vendor, 'win', { ...base, txId: `${slip.slipId}:win`, amount: slip.payout ?? 0, endRound: true });
          } else {
            await this.wallet.call(tenant, slip.vendor, 'rollback', { ...base, txId: `${slip.slipId}:rollback`, refTxId: `${slip.slipId}:bet` });
          }
          await repo.markWalletDone(slip.tenantId, slip.slipId);
          done += 1;
        }),
      );
      // Something failed (the wallet is down): try again at the next tick rather than spin.
      if (results.some((r) => r.status === 'rejected')) return done;
      if (due.length < SWEEP_BATCH) return done + (await this.#closeLosers());
    }
  }

  /**
   * Closes the rounds of drawn draws' losing slips (a win of 0 each, once by its transaction id), a page of
   * slip ids at a time; the draw remembers the last slip closed, so a restart or a second process resumes
   * there (a page done twice is answered by the wallet, not repeated).
   */
  async #closeLosers(): Promise<number> {
    const repo = this.#repo;
    let done = 0;
    const seen = new Set<string>();
    for (;;) {
      const draws = (await repo.drawsWithLosersDue(20)).filter((d) => !seen.has(`${d.tenantId}\u001f${d.gameCode}\u001f${d.numero}`));
      if (draws.length === 0) return done;
      for (const draw of draws) {
        seen.add(`${draw.tenantId}\u001f${draw.gameCode}\u001f${draw.numero}`);
        const closed = await this.#closeLosersOf(draw);
        if (closed === null) return done;
        done += closed;
      }
    }
  }

  /** One draw's losers, page after page; null when the wallet failed (tried again at the next tick). */
  async #closeLosersOf(draw: DrawKey & { losersAfter: string | null }): Promise<number | null> {
    const repo = this.#repo;
    const tenant = this.tenantOf(draw.tenantId);
    if (!tenant) return 0;
    const game = lotteryGames(tenant).find((g) => g.gameCode === draw.gameCode);
    let done = 0;
    let after = draw.losersAfter;
    for (;;) {
      const page = await repo.losers(draw, after, SWEEP_BATCH);
      const results = await Promise.allSettled(
        page.map((slip) =>
          this.wallet.call(tenant, slip.vendor, 'win', {
            playerId: slip.playerId,
            currency: tenant.config.currency.code,
            roundId: slip.slipId,
            gameCode: game ? walletGameCode(game) : slip.gameCode,
            txId: `${slip.slipId}:win`,
            amount: 0,
            endRound: true,
          }),
        ),
      );
      if (results.some((r) => r.status === 'rejected')) return null;
      done += page.length;
      after = page.at(-1)?.slipId ?? after;
      await repo.losersClosed(draw, after, page.length < SWEEP_BATCH);
      if (page.length < SWEEP_BATCH) return done;
    }
  }

  /** Cancels a draw not yet drawn: every live slip is refunded once (the sweep). */
  async cancelDraw(tenant: TenantContext, gameCode: string, numero: string) {
    this.game(tenant, gameCode);
    const key = { tenantId: tenant.id, gameCode, numero };
    if (!(await this.#repo.draw(key))) throw new AppError(404, 'lotteryDrawUnknown');
    const r = await this.#repo.cancelDraw(key);
    if (!r.cancelled) throw new AppError(409, 'lotteryDrawNotCancellable');
    await this.sweepWallet();
    return r;
  }

  /** A page of a game's draws for staff (the next one created first, so the draw taking bets is listed), newest first. */
  async staffDraws(tenant: TenantContext, gameCode: string, page: { count: number; offset: number }, state?: StaffDrawState) {
    const game = this.game(tenant, gameCode);
    await this.openDraws(tenant, [game]);
    return this.#repo.staffDraws(tenant.id, game.gameCode, this.clock.now(), page, state);
  }

  /** A game's drawn results, newest first, with their revealed seeds. */
  async results(tenant: TenantContext, gameCode: string, limit: number) {
    const game = this.game(tenant, gameCode);
    return (await this.#repo.drawnDraws(tenant.id, game.gameCode, limit)).map((d) => publicDraw(d));
  }

  async draw(tenant: TenantContext, gameCode: string, numero: string) {
    const d = await this.#repo.draw({ tenantId: tenant.id, gameCode: this.game(tenant, gameCode).gameCode, numero });
    if (!d) throw new AppError(404, 'lotteryDrawUnknown');
    return publicDraw(d);
  }

  async playerSlips(tenant: TenantContext, playerId: string, filter: { gameCode?: string; numero?: string }, limit: number) {
    return this.#repo.playerSlips(tenant.id, playerId, filter, limit);
  }

  slipCounts(tenant: TenantContext, since: Date) {
    return this.#repo.slipCounts(tenant.id, since);
  }

  recentGames(tenant: TenantContext, playerId: string, limit: number) {
    return this.#repo.recentGames(tenant.id, playerId, limit);
  }

  /** Recomputes a draw from a seed (the verification page): anyone can do the same with the published algorithm. */
  verify(shape: ReturnType<typeof shapeOf>, seed: string, gameCode: string, numero: string): { seedHash: string; result: LotteryResult; openNumber: string } {
    const result = drawResult(shape, seed, gameCode, numero);
    return { seedHash: drawSeedHash(seed), result, openNumber: openNumber(result) };
  }
}

/** A draw as players see it: the seed only once it is drawn. */
export function publicDraw(d: DrawRow) {
  const drawn = d.status === 'drawn';
  return {
    gameCode: d.gameCode,
    numero: d.numero,
    status: d.status,
    drawAt: d.drawAt.toISOString(),
    lockAt: d.lockAt.toISOString(),
    seedHash: d.seedHash,
    seed: drawn ? d.seed : null,
    result: drawn ? (d.result as LotteryResult) : null,
    openNumber: drawn ? d.openNumber : null,
  };
}
