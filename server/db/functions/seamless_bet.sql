-- A vendor's bet call whole: the session must be live, the vendor transaction id's lock makes a twin
-- wait, a stored call is a replay, the stake goes through game_stake, the round and the call are recorded.
create or replace function seamless_bet(p_tenant text, p_vendor text, p_tx text, p_token_hash text, p_member bigint,
  p_round text, p_game_code text, p_game_type text, p_currency text, p_amount bigint,
  p_contribution_bps integer, p_shard smallint, p_answer jsonb)
returns table (o_status text, o_balance bigint, o_response jsonb, o_kind text, o_member bigint, o_round text,
  o_amount bigint, o_tx_status text, o_ref text)
language plpgsql
as $$
declare
  v_session_member bigint;
  v_trial boolean;
begin
  select member_id, trial into v_session_member, v_trial from vendor_sessions
  where tenant_id = p_tenant and token_hash = p_token_hash and vendor = p_vendor and expires_at > now();
  if v_session_member is distinct from p_member then
    -- A retried bet applied before its session ended is a replay; anything else is refused.
    select kind, member_id, round_id, amount, status, ref_tx_id, response
    into o_kind, o_member, o_round, o_amount, o_tx_status, o_ref, o_response
    from vendor_transactions where tenant_id = p_tenant and vendor = p_vendor and tx_id = p_tx;
    o_status := case when found then 'taken' end;
    if o_kind is distinct from 'bet' or o_member is distinct from p_member or o_tx_status = 'cancelled' then
      o_status := 'sessionExpired';
    end if;
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
    o_balance := coalesce((select balance from ledger_accounts where tenant_id = p_tenant and owner_member_id = p_member and currency = p_currency and kind = 'player'), 0);
    return next;
    return;
  end if;
  select s.o_status, s.o_balance into o_status, o_balance
  from game_stake(p_tenant, 'vendor:' || p_vendor || ':' || p_tx, p_currency, p_member, p_amount, v_trial, p_contribution_bps, p_shard,
    jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game_code)) s;
  if o_status <> 'applied' then
    -- insufficientFunds (o_balance is what the wallet holds) or a ledger key already used: nothing written.
    return next;
    return;
  end if;
  perform game_round_change(p_tenant, p_vendor, p_round, p_member, p_game_code, p_game_type, p_currency, v_trial, p_amount, 0, 0, false);
  o_response := p_answer || jsonb_build_object('balance', o_balance);
  insert into vendor_transactions (tenant_id, vendor, tx_id, kind, member_id, round_id, amount, status, ref_tx_id, response)
  values (p_tenant, p_vendor, p_tx, 'bet', p_member, p_round, p_amount, 'applied', null, o_response);
  o_status := 'applied';
  return next;
end
$$;
