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
  -- Player protection (issue 22): an exclusion in force, then loss and wager limits, refuse a new stake. A
  -- vendor's retry of a stake that went through never gets here: seamless_bet answers it from the stored call.
  if not p_trial then
    if stake_exclusion_check(p_tenant, p_member) then
      o_status := 'excluded';
      o_balance := null;
      return next;
      return;
    end if;
    o_status := stake_limit_check(p_tenant, p_member, p_currency, p_amount);
    if o_status is not null then
      o_balance := coalesce((select balance from ledger_accounts where tenant_id = p_tenant and owner_member_id = p_member and currency = p_currency and kind = 'player'), 0);
      return next;
      return;
    end if;
  end if;
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
