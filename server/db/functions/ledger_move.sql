-- Every movement of money is one call: look the idempotency key up, find both accounts, update the two
-- balances in account-id order (a member account pays only what it has), insert the transfer with both
-- legs. Expected refusals (keyTaken, missingAccount, insufficientFunds) are statuses, never exceptions,
-- so a caller's surrounding transaction stays usable. Why separate statements rather than one CTE:
-- every statement takes a fresh snapshot (see migration 0322).
create or replace function ledger_move(p_tenant text, p_key text, p_kind text, p_currency text, p_amount bigint,
  p_metadata jsonb, p_from_kind text, p_from_member bigint, p_from_code text, p_from_shard smallint,
  p_to_kind text, p_to_member bigint, p_to_code text, p_to_shard smallint, p_payee_kind text,
  p_payee_member bigint, p_payee_code text, p_payee_shard smallint)
returns table (o_status text, o_id bigint, o_created_at timestamp with time zone, o_from_after bigint,
  o_to_after bigint, o_from_balance bigint)
language plpgsql
as $$
declare
  v_prior bigint;
  v_from bigint;
  v_to bigint;
  v_payee bigint;
begin
  select id into v_prior from ledger_transfers where tenant_id = p_tenant and idempotency_key = p_key;
  if v_prior is not null then
    o_status := 'keyTaken';
    return next;
    return;
  end if;
  -- Each lookup is a static statement on one unique index (its plan stays prepared).
  if p_from_kind = 'house' then
    select id into v_from from ledger_accounts where tenant_id = p_tenant and house_code = p_from_code and currency = p_currency and shard = p_from_shard;
  else
    select id into v_from from ledger_accounts where tenant_id = p_tenant and owner_member_id = p_from_member and currency = p_currency and kind = p_from_kind;
  end if;
  if p_to_kind = 'house' then
    select id into v_to from ledger_accounts where tenant_id = p_tenant and house_code = p_to_code and currency = p_currency and shard = p_to_shard;
  else
    select id into v_to from ledger_accounts where tenant_id = p_tenant and owner_member_id = p_to_member and currency = p_currency and kind = p_to_kind;
  end if;
  if p_payee_kind = 'house' then
    select id into v_payee from ledger_accounts where tenant_id = p_tenant and house_code = p_payee_code and currency = p_currency and shard = p_payee_shard;
  elsif p_payee_kind is not null then
    select id into v_payee from ledger_accounts where tenant_id = p_tenant and owner_member_id = p_payee_member and currency = p_currency and kind = p_payee_kind;
  end if;
  if v_from is null or v_to is null or (p_payee_kind is not null and v_payee is null) then
    o_status := 'missingAccount';
    return next;
    return;
  end if;

  -- Both balances, lower account id first: that row-lock order is what keeps opposite transfers
  -- from deadlocking. A member account pays only what it has.
  if v_from < v_to then
    update ledger_accounts set balance = balance - p_amount
    where tenant_id = p_tenant and id = v_from and (kind = 'house' or balance >= p_amount)
    returning balance into o_from_after;
    if o_from_after is not null then
      update ledger_accounts set balance = balance + p_amount where tenant_id = p_tenant and id = v_to returning balance into o_to_after;
    end if;
  else
    update ledger_accounts set balance = balance + p_amount where tenant_id = p_tenant and id = v_to returning balance into o_to_after;
    update ledger_accounts set balance = balance - p_amount
    where tenant_id = p_tenant and id = v_from and (kind = 'house' or balance >= p_amount)
    returning balance into o_from_after;
    if o_from_after is null then
      update ledger_accounts set balance = balance - p_amount where tenant_id = p_tenant and id = v_to;
    end if;
  end if;
  if o_from_after is null then
    select balance into o_from_balance from ledger_accounts where tenant_id = p_tenant and id = v_from;
    o_status := 'insufficientFunds';
    return next;
    return;
  end if;

  insert into ledger_transfers (tenant_id, idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, metadata,
    phase, pending_credit_account_id, debit_balance_after, credit_balance_after)
  values (p_tenant, p_key, p_kind, v_from, v_to, p_amount, p_currency, p_metadata,
    case when v_payee is null then 'single' else 'pending' end, v_payee, o_from_after, o_to_after)
  on conflict do nothing
  returning id, created_at into o_id, o_created_at;
  if o_id is null then
    -- A twin with this key committed while we waited for a row: it moved the money, not us.
    update ledger_accounts set balance = balance + case when id = v_from then p_amount else -p_amount end
    where tenant_id = p_tenant and id in (v_from, v_to);
    o_status := 'keyTaken';
    o_from_after := null;
    o_to_after := null;
    return next;
    return;
  end if;
  o_status := 'applied';
  return next;
end
$$;
