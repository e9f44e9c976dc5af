import { sql, type Kysely } from 'kysely';

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
/** The first key of the lanes' two-key advisory locks. */
const LANE_LOCK_CLASS = sql.lit(7301);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function seamless_batch(p_lane integer, p_calls jsonb)
    returns table (o_index integer, o_status text, o_balance bigint, o_response jsonb,
      o_kind text, o_member bigint, o_round text, o_amount bigint, o_tx_status text, o_ref text)
    language plpgsql as $$
    declare
      c jsonb;
      i integer;
    begin
      perform set_config('lock_timeout', '5s', true);
      -- Two-key advisory locks are a space of their own (the one-key locks are transaction ids and the jackpot).
      perform pg_advisory_xact_lock(${LANE_LOCK_CLASS}, p_lane);
      for c, i in select value, ordinality::integer from jsonb_array_elements(p_calls) with ordinality loop
        o_index := i;
        if c->>'action' = 'bet' then
          select * into o_status, o_balance, o_response, o_kind, o_member, o_round, o_amount, o_tx_status, o_ref
          from seamless_bet(c->>'tenantId', c->>'vendor', c->>'txId', c->>'tokenHash', (c->>'playerId')::bigint, c->>'roundId',
            c->>'gameCode', c->>'gameType', c->>'currency', (c->>'amount')::bigint, (c->>'contributionBps')::integer,
            (c->>'shard')::smallint, c->'answer');
        elsif c->>'action' = 'win' then
          select * into o_status, o_balance, o_response, o_kind, o_member, o_round, o_amount, o_tx_status, o_ref
          from seamless_win(c->>'tenantId', c->>'vendor', c->>'txId', (c->>'playerId')::bigint, c->>'roundId',
            c->>'gameCode', c->>'gameType', c->>'currency', (c->>'amount')::bigint, (c->>'jackpot')::boolean, (c->>'close')::boolean,
            (c->>'winShareBps')::integer, (c->>'shard')::smallint, c->'answer');
        elsif c->>'action' = 'rollback' then
          select * into o_status, o_balance, o_response, o_kind, o_member, o_round, o_amount, o_tx_status, o_ref
          from seamless_rollback(c->>'tenantId', c->>'vendor', c->>'txId', c->>'refTxId', (c->>'playerId')::bigint, c->>'roundId',
            c->>'gameCode', c->>'gameType', c->>'currency', c->'answer');
        else
          raise exception 'seamless_batch: unknown action %', c->>'action';
        end if;
        return next;
      end loop;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function seamless_batch(integer, jsonb)`.execute(db);
}
