-- THE path of every stake of every game and vendor: player-protection limits belong here, in the same
-- transaction as the debit. Debits the player for the house (game_bets; freeplay for trial accounts)
-- and moves the brand's share of a real-money stake into the jackpot pool.
create or replace function game_stake(p_tenant text, p_key text, p_currency text, p_member bigint, p_amount bigint,
  p_trial boolean, p_contribution_bps integer, p_shard smallint, p_metadata jsonb)
returns table (o_status text, o_balance bigint)
language plpgsql
as $$
declare
  v_share bigint := case when p_trial then 0 else floor(p_amount::numeric * p_contribution_bps / 10000)::bigint end;
  v_status text;
begin
  if not p_trial and stake_exclusion_check(p_tenant, p_member) then o_status := 'excluded'; o_balance := null; return next; return; end if;
  select m.o_status, coalesce(m.o_from_after, m.o_from_balance) into o_status, o_balance
  from game_move(p_tenant, p_key, 'bet', p_currency, p_amount, p_metadata,
    'player', p_member, null, 'house', null, case when p_trial then 'freeplay' else 'game_bets' end, p_shard) m;
  if o_status = 'applied' and v_share > 0 then
    select m.o_status into v_status
    from game_move(p_tenant, p_key || ':jp', 'jackpot_contribution', p_currency, v_share, p_metadata,
      'house', null, 'game_bets', 'house', null, 'jackpot_pool', p_shard) m;
    if v_status <> 'applied' then
      raise exception 'ledger: jackpot share of stake % was not applied (%)', p_key, v_status;
    end if;
  end if;
  return next;
end
$$;
