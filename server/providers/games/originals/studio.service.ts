// The built-in game studio: real, provably fair games that talk to the portal only through the signed
// seamless wallet, as any vendor does. A round: the outcome is fixed from the committed server seed
// (its hash was shown before), the player's client seed and the nonce, and stored as pending; then the
// stake is debited (bet) and the payout credited (win), each once by its transaction id; the seed is
// revealed and a new one committed. A round cut off between bet and win is settled by settlePending.
import { randomUUID } from 'node:crypto';
import type { WalletAnswer } from '../../../../schemas/generated/seamless.ts';
import { stakeScaleOf } from '../../../../schemas/rules/stakes.ts';
import { AppError } from '../../../http/app-error.ts';
import type { TenantContext } from '../../../tenancy/tenant-directory.ts';
import { seedHash } from './engines/fair-random.ts';
import type { OriginalsEngine } from './originals-catalogue.ts';
import type { SeamlessClient } from './seamless-client.ts';
import { fixtureOf, playRound, stakeOf, studioGame, verifyRound, type StudioGame } from './studio-games.ts';
import type { PlayerGame, SeedState, StudioRepository, StudioRound } from './studio.repository.ts';

/** A pending round older than this is settled by the job (the player's own call has long given up). */
export const SETTLE_AFTER_MS = 30_000;

/** What is known before the next round: the seed's hash, the client seed and nonce, and a match game's fixture (derived from them). */
const commitment = (game: StudioGame, s: SeedState) => {
  const fixture = fixtureOf(game, s.clientSeed, s.nonce);
  return { seedHash: seedHash(s.serverSeed), clientSeed: s.clientSeed, nonce: s.nonce, ...(fixture && { fixture }) };
};

export class StudioService {
  constructor(
    private readonly repo: StudioRepository,
    private readonly wallet: SeamlessClient,
    private readonly tenantOf: (tenantId: string) => TenantContext | undefined,
  ) {}

  /** The game page's start: who is playing (from the launch token), the balance, the game and the seed commitment. */
  async open(tenant: TenantContext, vendor: string, gameCode: string, token: string) {
    const game = this.#game(tenant, vendor, gameCode);
    const who = await this.wallet.call(tenant, vendor, 'balance', { token });
    const seed = await this.repo.seed(this.#player(tenant, game, who.playerId), false);
    return { playerId: who.playerId, balance: who.balance, currency: who.currency, game: this.#describe(game), fairness: commitment(game, seed) };
  }

  async setClientSeed(tenant: TenantContext, vendor: string, gameCode: string, token: string, clientSeed: string) {
    const game = this.#game(tenant, vendor, gameCode);
    const who = await this.wallet.call(tenant, vendor, 'balance', { token });
    const player = this.#player(tenant, game, who.playerId);
    await this.repo.seed(player, false);
    await this.repo.setClientSeed(player, clientSeed);
    return { fairness: commitment(game, await this.repo.seed(player, false)) };
  }

  async play(tenant: TenantContext, vendor: string, gameCode: string, token: string, input: unknown) {
    const game = this.#game(tenant, vendor, gameCode);
    const stake = stakeOf(game, input, tenant.config.currency.minorUnits ?? 2);
    const who = await this.wallet.call(tenant, vendor, 'balance', { token });
    const player = this.#player(tenant, game, who.playerId);
    const roundId = randomUUID();
    // Fix the outcome and commit the next seed before any money moves (one round at a time per player and game).
    const { round, next } = await this.repo.transaction(async (repo) => {
      const seed = await repo.seed(player, true);
      const outcome = playRound(game, seed, input);
      const stored: StudioRound = {
        ...player,
        roundId,
        engine: game.engine,
        serverSeed: seed.serverSeed,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
        input,
        outcome: outcome.result,
        stake,
        payout: outcome.payout,
        jackpot: outcome.jackpot,
        token,
      };
      await repo.insertRound(stored);
      return { round: stored, next: await repo.rotateSeed(player, seed.nonce + 1) };
    });
    const settled = await this.#settle(tenant, round);
    return {
      roundId,
      stake,
      payout: round.payout,
      jackpotWin: settled.jackpotWin ?? 0,
      balance: settled.balance,
      result: round.outcome,
      revealed: { serverSeed: round.serverSeed, seedHash: seedHash(round.serverSeed), clientSeed: round.clientSeed, nonce: round.nonce },
      fairness: commitment(game, next),
    };
  }

  /** Recomputes a round from its revealed seed (the verification page). */
  verify(engine: OriginalsEngine, serverSeed: string, clientSeed: string, nonce: number, input: unknown) {
    return { seedHash: seedHash(serverSeed), result: verifyRound(engine, { serverSeed, clientSeed, nonce }, input) };
  }

  /** The job: settles rounds whose bet or win was not confirmed; safe to run anywhere (both calls are idempotent). */
  async settlePending(): Promise<number> {
    let done = 0;
    for (const round of await this.repo.pendingOlderThan(new Date(Date.now() - SETTLE_AFTER_MS), 100)) {
      const tenant = this.tenantOf(round.tenantId);
      if (!tenant) continue;
      try {
        await this.#settle(tenant, round);
        done += 1;
      } catch {
        // refused rounds are marked by #settle; a transport failure is retried at the next run
      }
    }
    return done;
  }

  /** Bet then win, each once by its id; a refused bet marks the round refused and nothing is paid. */
  async #settle(tenant: TenantContext, round: StudioRound): Promise<WalletAnswer> {
    const base = { playerId: round.playerId, roundId: round.roundId, gameCode: round.gameCode, currency: tenant.config.currency.code };
    try {
      await this.wallet.call(tenant, round.vendor, 'bet', { ...base, token: round.token, txId: `${round.roundId}:bet`, amount: round.stake });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) await this.repo.setStatus(round.tenantId, round.roundId, 'refused');
      throw err;
    }
    const win = await this.wallet.call(tenant, round.vendor, 'win', {
      ...base,
      txId: `${round.roundId}:win`,
      amount: round.payout,
      endRound: true,
      jackpot: round.jackpot,
    });
    await this.repo.setStatus(round.tenantId, round.roundId, 'settled');
    return win;
  }

  #game(tenant: TenantContext, vendor: string, gameCode: string): StudioGame {
    const game = studioGame(vendor, gameCode, stakeScaleOf(tenant.config.games));
    if (!game) throw new AppError(404, 'gameNotFound');
    return game;
  }

  #player(tenant: TenantContext, game: StudioGame, playerId: string): PlayerGame {
    return { tenantId: tenant.id, vendor: game.vendor, playerId, gameCode: game.gameCode };
  }

  #describe(game: StudioGame) {
    return {
      vendor: game.vendor,
      gameCode: game.gameCode,
      engine: game.engine,
      matchKind: game.matchKind,
      names: game.names,
      minBet: game.minBet,
      maxStake: game.maxStake,
      own: game.own,
    };
  }
}
