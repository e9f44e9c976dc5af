-- Resolves a pending transfer (hold) exactly once: 'post' pays the payee named on it, 'void' gives the
-- money back; a second resolution finds it resolved.
create or replace function ledger_resolve(p_tenant text, p_pending_key text, p_phase text, p_metadata jsonb)
returns table (o_status text, o_pending_id bigint, o_id bigint, o_created_at timestamp with time zone,
  o_from_after bigint, o_to_after bigint, o_kind text, o_amount bigint, o_currency text,
  o_from_member bigint, o_to_kind text, o_to_member bigint, o_to_code text)
language plpgsql
as $$
declare
  v_hold bigint;
  v_dest bigint;
  v_resolved boolean;
begin
  select id, kind, amount, currency, credit_account_id, case when p_phase = 'post' then pending_credit_account_id else debit_account_id end,
    exists (select 1 from ledger_transfers r where r.tenant_id = p_tenant and r.pending_id = t.id)
  into o_pending_id, o_kind, o_amount, o_currency, v_hold, v_dest, v_resolved
  from ledger_transfers t where tenant_id = p_tenant and idempotency_key = p_pending_key and phase = 'pending';
  if o_pending_id is null then
    o_status := 'notFound';
    return next;
    return;
  end if;
  if v_resolved then
    o_status := 'resolved';
    return next;
    return;
  end if;

  -- Lower account id first, as in ledger_move. The hold covers the amount unless a racing
  -- resolution emptied it while we waited.
  if v_hold < v_dest then
    update ledger_accounts set balance = balance - o_amount where tenant_id = p_tenant and id = v_hold and balance >= o_amount
    returning balance, owner_member_id into o_from_after, o_from_member;
    if o_from_after is not null then
      update ledger_accounts set balance = balance + o_amount where tenant_id = p_tenant and id = v_dest
      returning balance, kind, owner_member_id, house_code into o_to_after, o_to_kind, o_to_member, o_to_code;
    end if;
  else
    update ledger_accounts set balance = balance + o_amount where tenant_id = p_tenant and id = v_dest
    returning balance, kind, owner_member_id, house_code into o_to_after, o_to_kind, o_to_member, o_to_code;
    update ledger_accounts set balance = balance - o_amount where tenant_id = p_tenant and id = v_hold and balance >= o_amount
    returning balance, owner_member_id into o_from_after, o_from_member;
    if o_from_after is null then
      update ledger_accounts set balance = balance - o_amount where tenant_id = p_tenant and id = v_dest;
    end if;
  end if;
  if o_from_after is not null then
    insert into ledger_transfers (tenant_id, idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, metadata,
      phase, pending_id, debit_balance_after, credit_balance_after)
    values (p_tenant, '#resolve:' || o_pending_id, o_kind, v_hold, v_dest, o_amount, o_currency, p_metadata,
      p_phase, o_pending_id, o_from_after, o_to_after)
    on conflict do nothing
    returning id, created_at into o_id, o_created_at;
    if o_id is null then
      update ledger_accounts set balance = balance + case when id = v_hold then o_amount else -o_amount end
      where tenant_id = p_tenant and id in (v_hold, v_dest);
    end if;
  end if;
  if o_id is null then
    -- A racing post or void committed first; anything else is a hold account that no longer
    -- covers its open holds (a damaged ledger, which ledger:check reports).
    if not exists (select 1 from ledger_transfers where tenant_id = p_tenant and pending_id = o_pending_id) then
      raise exception 'ledger: hold account % does not cover pending transfer %', v_hold, o_pending_id using errcode = 'check_violation';
    end if;
    o_status := 'resolved';
    o_from_after := null;
    o_to_after := null;
    return next;
    return;
  end if;
  o_status := 'applied';
  return next;
end
$$;
