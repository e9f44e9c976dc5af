import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Group commit for the seamless wallet: seamless_batch runs vendor calls, in order, in ONE transaction,
// each through its own function (seamless_bet / seamless_win / seamless_rollback, migration 0600), and
// returns one outcome row per call with its position. One commit (one WAL flush, one wake-up of a
// backend) for a batch instead of one per call. Every money call of the seamless wallet comes through
// here, alone or in a batch.
//
// Lanes: the caller puts a member's calls in lane (house shard % lanes). The transaction first takes
// its lane's advisory lock, so across every portal instance one transaction at a time works a lane;
// lanes share no house rows and no members, so seamless transactions never deadlock with each other
// (the jackpot lock of a hit, which runs alone, comes after its lane's). lock_timeout bounds a wait for
// some other writer's row: the batch then fails whole, nothing of it written, and the caller runs its
// calls one by one.
//
// p_calls: [{ action: 'bet'|'win'|'rollback', tenantId, vendor, txId, playerId, roundId, gameCode, gameType,
// currency, shard, answer, and per action tokenHash, amount, contributionBps | amount, jackpot, close,
// winShareBps | refTxId }]

export async function up(db: Kysely<unknown>): Promise<void> {
  await applyFunctions(db, ['seamless_batch']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function seamless_batch(integer, jsonb)`.execute(db);
}
