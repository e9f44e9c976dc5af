-- A vendor's win call whole: never refused for an expired session; the trial flag comes from the round.
create or replace function seamless_win(p_tenant text, p_vendor text, p_tx text, p_member bigint, p_round text,
  p_game_code text, p_game_type text, p_currency text, p_amount bigint, p_jackpot boolean,
  p_close boolean, p_win_share_bps integer, p_shard smallint, p_answer jsonb)
returns table (o_status text, o_balance bigint, o_response jsonb, o_kind text, o_member bigint, o_round text,
  o_amount bigint, o_tx_status text, o_ref text)
language plpgsql
as $$
declare
  v_trial boolean := seamless_trial(p_tenant, p_vendor, p_member, p_round);
  v_jackpot bigint;
begin
  if v_trial is null then
    o_status := 'playerUnknown';
    return next;
    return;
  end if;
  -- Calls with one vendor transaction id take turns: a twin waits here, then finds the first one's row.
  perform pg_advisory_xact_lock(k) from unnest(array[hashtextextended(p_tenant || chr(31) || p_vendor || chr(31) || p_tx, 0)]) k order by k;
  select kind, member_id, round_id, amount, status, ref_tx_id, response
  into o_kind, o_member, o_round, o_amount, o_tx_status, o_ref, o_response
  from vendor_transactions where tenant_id = p_tenant and vendor = p_vendor and tx_id = p_tx;
  o_status := case when found then 'taken' end;
  if o_status = 'taken' then
    return next;
    return;
  end if;
  v_jackpot := game_win(p_tenant, 'vendor:' || p_vendor || ':' || p_tx, p_currency, p_member, p_amount, v_trial, p_jackpot, p_win_share_bps, p_shard,
    jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game_code));
  perform game_round_change(p_tenant, p_vendor, p_round, p_member, p_game_code, p_game_type, p_currency, v_trial, 0, p_amount + v_jackpot, v_jackpot, p_close);
  o_balance := coalesce((select balance from ledger_accounts where tenant_id = p_tenant and owner_member_id = p_member and currency = p_currency and kind = 'player'), 0);
  o_response := p_answer || jsonb_build_object('balance', o_balance) || case when p_jackpot then jsonb_build_object('jackpotWin', v_jackpot) else '{}'::jsonb end;
  insert into vendor_transactions (tenant_id, vendor, tx_id, kind, member_id, round_id, amount, status, ref_tx_id, response)
  values (p_tenant, p_vendor, p_tx, 'win', p_member, p_round, p_amount, 'applied', null, o_response);
  o_status := 'applied';
  return next;
end
$$;
