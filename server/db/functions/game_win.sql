-- Pays a win from the house side the stake went to; a jackpot hit first takes the brand's jackpot lock
-- and pays its share of the pool as it stands. Returns the jackpot paid.
create or replace function game_win(p_tenant text, p_key text, p_currency text, p_member bigint, p_amount bigint,
  p_trial boolean, p_jackpot boolean, p_win_share_bps integer, p_shard smallint, p_metadata jsonb)
returns bigint
language plpgsql
as $$
declare
  v_jackpot bigint := 0;
  v_status text;
begin
  if p_jackpot and not p_trial then
    -- Hits take turns, each paying its share of what the last one left. Before any row lock of
    -- this transaction: a row lock held while waiting here could close a deadlock cycle.
    perform pg_advisory_xact_lock(hashtext('jackpot_pool:' || p_tenant));
    select floor(coalesce(sum(balance), 0) * p_win_share_bps / 10000)::bigint into v_jackpot
    from ledger_accounts where tenant_id = p_tenant and house_code = 'jackpot_pool' and currency = p_currency;
    if v_jackpot > 0 then
      select m.o_status into v_status from game_move(p_tenant, p_key || ':jackpot', 'jackpot_win', p_currency, v_jackpot, p_metadata,
        'house', null, 'jackpot_pool', 'player', p_member, null, p_shard) m;
      if v_status <> 'applied' then raise exception 'ledger: jackpot win % was not applied (%)', p_key, v_status; end if;
    else
      v_jackpot := 0;
    end if;
  end if;
  if p_amount > 0 then
    select m.o_status into v_status from game_move(p_tenant, p_key, 'win', p_currency, p_amount, p_metadata,
      'house', null, case when p_trial then 'freeplay' else 'game_bets' end, 'player', p_member, null, p_shard) m;
    if v_status <> 'applied' then raise exception 'ledger: win % was not applied (%)', p_key, v_status; end if;
  end if;
  return v_jackpot;
end
$$;
