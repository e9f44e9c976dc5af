import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// The seamless wallet's calls as ONE round trip each (bench-seamless: 16 round trips per bet+win
// round kept the portal's event loop busy at ~190 rounds/s; the socket writes alone were a third of
// its time). Two layers:
//
// 1. game_stake / game_win / game_refund: the money of play, on ledger_move (migration 0322). game_stake
//    is THE path of every stake of every game and vendor: player-protection limits (loss limits,
//    self-exclusion) belong there, checked in the same transaction as the debit. A stake debits the
//    player for the house (game_bets; freeplay for trial accounts) and moves the brand's share of a
//    real-money stake into the jackpot pool; a win pays from the same house side, a jackpot hit first
//    takes the brand's jackpot lock and pays its share of the pool as it stands; a refund reverses the
//    stake's transfers exactly (whatever the share was when it was placed). The house row a movement
//    uses is the member's shard (p_shard, computed by the ledger's rowOf in TypeScript).
// 2. seamless_bet / seamless_win / seamless_rollback / seamless_balance: a vendor call whole. Take the
//    vendor transaction id's lock (a twin waits), move the money, add to the round, record the call
//    with its answer. Expected refusals (session over, player unknown, not enough money, id already used) are
//    statuses, never exceptions, and write nothing; the service turns them into the API's errors and
//    decides whether a used id is a replay. The answer's shape comes from the caller (p_answer) with
//    the balance (and a jackpot win) added here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A member's sessions with a vendor, newest first (the trial flag of a win that names no round yet).
  await sql`create index vendor_sessions_member_idx on vendor_sessions (tenant_id, member_id, vendor, created_at desc)`.execute(db);

  await applyFunctions(db, [
    'game_move',
    'game_stake',
    'game_win',
    'game_refund',
    'game_round_change',
    'seamless_trial',
    'seamless_bet',
    'seamless_win',
    'seamless_rollback',
    'seamless_balance',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function seamless_balance(text, text, text, bigint, text)`.execute(db);
  await sql`drop function seamless_rollback(text, text, text, text, bigint, text, text, text, text, jsonb)`.execute(db);
  await sql`drop function seamless_win(text, text, text, bigint, text, text, text, text, bigint, boolean, boolean, integer, smallint, jsonb)`.execute(db);
  await sql`drop function seamless_bet(text, text, text, text, bigint, text, text, text, text, bigint, integer, smallint, jsonb)`.execute(db);
  await sql`drop function seamless_trial(text, text, bigint, text)`.execute(db);
  await sql`drop function game_round_change(text, text, text, bigint, text, text, text, boolean, bigint, bigint, bigint, boolean)`.execute(db);
  await sql`drop function game_refund(text, text, text, jsonb)`.execute(db);
  await sql`drop function game_win(text, text, text, bigint, bigint, boolean, boolean, integer, smallint, jsonb)`.execute(db);
  await sql`drop function game_stake(text, text, text, bigint, bigint, boolean, integer, smallint, jsonb)`.execute(db);
  await sql`drop function game_move(text, text, text, text, bigint, jsonb, text, bigint, text, text, bigint, text, smallint)`.execute(db);
  await sql`drop index vendor_sessions_member_idx`.execute(db);
}
