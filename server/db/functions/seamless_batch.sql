-- Group commit: vendor calls of one lane, in order, in ONE transaction, each through its own function;
-- the lane's advisory lock first (see migration 0620 and lane-batcher.ts).
create or replace function seamless_batch(p_lane integer, p_calls jsonb)
returns table (o_index integer, o_status text, o_balance bigint, o_response jsonb, o_kind text,
  o_member bigint, o_round text, o_amount bigint, o_tx_status text, o_ref text)
language plpgsql
as $$
declare
  c jsonb;
  i integer;
begin
  perform set_config('lock_timeout', '5s', true);
  -- Two-key advisory locks are a space of their own (the one-key locks are transaction ids and the jackpot).
  -- 7301: the first key of the lanes' two-key advisory locks.
  perform pg_advisory_xact_lock(7301, p_lane);
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
end
$$;
