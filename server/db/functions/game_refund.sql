-- Reverses the stake p_stake_key and its jackpot share, transfer by transfer, under p_key (and p_key:jp).
create or replace function game_refund(p_tenant text, p_stake_key text, p_key text, p_metadata jsonb)
returns void
language plpgsql
as $$
declare
  t record;
  v_status text;
begin
  for t in
    select tr.idempotency_key, tr.amount, tr.currency,
      d.kind as d_kind, d.owner_member_id as d_member, d.house_code as d_code, d.shard as d_shard,
      c.kind as c_kind, c.owner_member_id as c_member, c.house_code as c_code, c.shard as c_shard
    from ledger_transfers tr
    join ledger_accounts d on d.tenant_id = tr.tenant_id and d.id = tr.debit_account_id
    join ledger_accounts c on c.tenant_id = tr.tenant_id and c.id = tr.credit_account_id
    where tr.tenant_id = p_tenant and tr.idempotency_key in (p_stake_key, p_stake_key || ':jp')
    order by tr.id
  loop
    select m.o_status into v_status
    from ledger_move(p_tenant, case when t.idempotency_key = p_stake_key then p_key else p_key || ':jp' end,
      case when t.idempotency_key = p_stake_key then 'rollback' else 'jackpot_contribution_reversal' end,
      t.currency, t.amount, p_metadata,
      t.c_kind, t.c_member, t.c_code, case when t.c_kind = 'house' then t.c_shard end,
      t.d_kind, t.d_member, t.d_code, case when t.d_kind = 'house' then t.d_shard end, null, null, null, null) m;
    if v_status <> 'applied' then raise exception 'ledger: refund % of % was not applied (%)', p_key, t.idempotency_key, v_status; end if;
  end loop;
end
$$;
