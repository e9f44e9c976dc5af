-- ledger_move for the games: opens a missing house shard or payee wallet on first use (in the wallet's
-- order, so two first uses queue instead of deadlocking) and tries again.
create or replace function game_move(p_tenant text, p_key text, p_kind text, p_currency text, p_amount bigint, p_metadata jsonb,
  p_from_kind text, p_from_member bigint, p_from_code text, p_to_kind text, p_to_member bigint,
  p_to_code text, p_shard smallint)
returns table (o_status text, o_from_after bigint, o_to_after bigint, o_from_balance bigint)
language plpgsql
as $$
declare
  v_from_shard smallint := case when p_from_kind = 'house' then p_shard end;
  v_to_shard smallint := case when p_to_kind = 'house' then p_shard end;
begin
  for attempt in 1..2 loop
    select m.o_status, m.o_from_after, m.o_to_after, m.o_from_balance into o_status, o_from_after, o_to_after, o_from_balance
    from ledger_move(p_tenant, p_key, p_kind, p_currency, p_amount, p_metadata,
      p_from_kind, p_from_member, p_from_code, v_from_shard, p_to_kind, p_to_member, p_to_code, v_to_shard, null, null, null, null) m;
    exit when o_status <> 'missingAccount' or attempt = 2;
    -- A member wallet that does not exist has nothing to pay with.
    if p_from_kind <> 'house' and not exists (select 1 from ledger_accounts
        where tenant_id = p_tenant and owner_member_id = p_from_member and currency = p_currency and kind = p_from_kind) then
      o_status := 'insufficientFunds';
      o_from_balance := 0;
      exit;
    end if;
    -- First use of a house shard or of the payee's wallet: open them in the wallet's order (house
    -- rows by code, then member accounts) so that two first uses queue instead of deadlocking.
    insert into ledger_accounts (tenant_id, kind, owner_member_id, house_code, currency, shard)
    select p_tenant, k, m, c, p_currency, s
    from (values (p_from_kind, p_from_member, p_from_code, coalesce(v_from_shard, 0::smallint)),
                 (p_to_kind, p_to_member, p_to_code, coalesce(v_to_shard, 0::smallint))) v (k, m, c, s)
    order by k <> 'house', c, m
    on conflict do nothing;
  end loop;
  return next;
end
$$;
