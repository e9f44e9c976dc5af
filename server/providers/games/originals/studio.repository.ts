// The studio's own tables (migration 2026_11_25_0520_create_studio); it never queries the portal's.
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { RoundStatus } from './studio.table.ts';
import { newServerSeed } from './engines/fair-random.ts';
import type { OriginalsEngine } from './originals-catalogue.ts';

export interface SeedState {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface StudioRound {
  tenantId: string;
  roundId: string;
  vendor: string;
  playerId: string;
  gameCode: string;
  engine: OriginalsEngine;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  input: unknown;
  outcome: unknown;
  stake: number;
  payout: number;
  jackpot: boolean;
  token: string;
}

export interface PlayerGame {
  tenantId: string;
  vendor: string;
  playerId: string;
  gameCode: string;
}

export class StudioRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction of the studio's tables (the caller's, when this repository is bound to one). */
  transaction<T>(work: (repo: StudioRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => work(trx === this.db ? this : new StudioRepository(trx)));
  }

  /** The player's committed seed for the game, created on first sight; locked when `lock` (inside a transaction). */
  async seed(p: PlayerGame, lock: boolean): Promise<SeedState> {
    await this.db
      .insertInto('studio_seeds')
      .values({
        tenant_id: p.tenantId,
        vendor: p.vendor,
        player_id: p.playerId,
        game_code: p.gameCode,
        server_seed: newServerSeed(),
        client_seed: newServerSeed().slice(0, 16),
        nonce: 0,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    let q = this.db
      .selectFrom('studio_seeds')
      .where('tenant_id', '=', p.tenantId)
      .where('vendor', '=', p.vendor)
      .where('player_id', '=', p.playerId)
      .where('game_code', '=', p.gameCode)
      .select(['server_seed', 'client_seed', 'nonce']);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirstOrThrow();
    return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
  }

  /** After a round: a fresh server seed (its hash is the next commitment) and the next nonce. */
  async rotateSeed(p: PlayerGame, nonce: number): Promise<SeedState> {
    const serverSeed = newServerSeed();
    const row = await this.db
      .updateTable('studio_seeds')
      .set({ server_seed: serverSeed, nonce })
      .where('tenant_id', '=', p.tenantId)
      .where('vendor', '=', p.vendor)
      .where('player_id', '=', p.playerId)
      .where('game_code', '=', p.gameCode)
      .returning(['server_seed', 'client_seed', 'nonce'])
      .executeTakeFirstOrThrow();
    return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
  }

  async setClientSeed(p: PlayerGame, clientSeed: string): Promise<void> {
    await this.db
      .updateTable('studio_seeds')
      .set({ client_seed: clientSeed })
      .where('tenant_id', '=', p.tenantId)
      .where('vendor', '=', p.vendor)
      .where('player_id', '=', p.playerId)
      .where('game_code', '=', p.gameCode)
      .execute();
  }

  async insertRound(r: StudioRound): Promise<void> {
    await this.db
      .insertInto('studio_rounds')
      .values({
        tenant_id: r.tenantId,
        round_id: r.roundId,
        vendor: r.vendor,
        player_id: r.playerId,
        game_code: r.gameCode,
        engine: r.engine,
        server_seed: r.serverSeed,
        client_seed: r.clientSeed,
        nonce: r.nonce,
        input: JSON.stringify(r.input),
        outcome: JSON.stringify(r.outcome),
        stake: BigInt(r.stake),
        payout: BigInt(r.payout),
        jackpot: r.jackpot,
        token: r.token,
        status: 'pending',
      })
      .execute();
  }

  async setStatus(tenantId: string, roundId: string, status: RoundStatus): Promise<void> {
    await this.db.updateTable('studio_rounds').set({ status }).where('tenant_id', '=', tenantId).where('round_id', '=', roundId).execute();
  }

  /** Rounds whose bet or win was not confirmed (a crash or a lost answer), oldest first. */
  async pendingOlderThan(before: Date, limit: number): Promise<StudioRound[]> {
    const rows = await this.db
      .selectFrom('studio_rounds')
      .where('status', '=', 'pending')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .selectAll()
      .execute();
    return rows.map((r) => ({
      tenantId: r.tenant_id,
      roundId: r.round_id,
      vendor: r.vendor,
      playerId: r.player_id,
      gameCode: r.game_code,
      engine: r.engine,
      serverSeed: r.server_seed,
      clientSeed: r.client_seed,
      nonce: r.nonce,
      input: r.input,
      outcome: r.outcome,
      stake: Number(r.stake),
      payout: Number(r.payout),
      jackpot: r.jackpot,
      token: r.token,
    }));
  }
}
