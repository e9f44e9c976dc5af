-- A vendor's rollback call whole: refunds the bet exactly, or records an unknown bet as cancelled so a
-- late bet with its id is refused.
create or replace function seamless_rollback(p_tenant text, p_vendor text, p_tx text, p_ref text, p_member bigint, p_round text,
  p_game_code text, p_game_type text, p_currency text, p_answer jsonb)
returns table (o_status text, o_balance bigint, o_response jsonb, o_kind text, o_member bigint, o_round text,
  o_amount bigint, o_tx_status text, o_ref text)
language plpgsql
as $$
declare
  v_trial boolean := seamless_trial(p_tenant, p_vendor, p_member, p_round);
  v_bet record;
  v_bet_found boolean;
begin
  if v_trial is null then
    o_status := 'playerUnknown';
    return next;
    return;
  end if;
  -- Its own id and the bet's, in one order, so that no two calls wait for each other's id.
  perform pg_advisory_xact_lock(k) from unnest(array[hashtextextended(p_tenant || chr(31) || p_vendor || chr(31) || p_tx, 0), hashtextextended(p_tenant || chr(31) || p_vendor || chr(31) || p_ref, 0)]) k order by k;
  select kind, member_id, round_id, amount, status, ref_tx_id, response
  into o_kind, o_member, o_round, o_amount, o_tx_status, o_ref, o_response
  from vendor_transactions where tenant_id = p_tenant and vendor = p_vendor and tx_id = p_tx;
  o_status := case when found then 'taken' end;
  if o_status = 'taken' then
    return next;
    return;
  end if;
  select kind, member_id, round_id, amount, status into v_bet from vendor_transactions
  where tenant_id = p_tenant and vendor = p_vendor and tx_id = p_ref;
  v_bet_found := found;
  if p_ref = p_tx or (v_bet_found and (v_bet.kind <> 'bet' or v_bet.member_id <> p_member)) then
    o_status := 'conflict';
    return next;
    return;
  end if;
  if not v_bet_found then
    -- The bet never came (yet): record it as cancelled so that a late bet with this id is refused.
    insert into vendor_transactions (tenant_id, vendor, tx_id, kind, member_id, round_id, amount, status)
    values (p_tenant, p_vendor, p_ref, 'bet', p_member, p_round, 0, 'cancelled');
  elsif v_bet.status = 'applied' then
    perform game_refund(p_tenant, 'vendor:' || p_vendor || ':' || p_ref, 'vendor:' || p_vendor || ':' || p_ref || ':rollback',
      jsonb_build_object('vendor', p_vendor, 'roundId', v_bet.round_id, 'gameCode', p_game_code));
    update vendor_transactions set status = 'rolled_back' where tenant_id = p_tenant and vendor = p_vendor and tx_id = p_ref;
    perform game_round_change(p_tenant, p_vendor, v_bet.round_id, p_member, p_game_code, p_game_type, p_currency,
      seamless_trial(p_tenant, p_vendor, p_member, v_bet.round_id), -v_bet.amount, 0, 0, false);
  end if;
  o_balance := coalesce((select balance from ledger_accounts where tenant_id = p_tenant and owner_member_id = p_member and currency = p_currency and kind = 'player'), 0);
  o_response := p_answer || jsonb_build_object('balance', o_balance);
  insert into vendor_transactions (tenant_id, vendor, tx_id, kind, member_id, round_id, amount, status, ref_tx_id, response)
  values (p_tenant, p_vendor, p_tx, 'rollback', p_member, p_round, 0, 'applied', p_ref, o_response);
  o_status := 'applied';
  return next;
end
$$;
