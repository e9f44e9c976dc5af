-- Many payments out of one house account into members' accounts of one currency, in one call (a period job's
-- bonuses, a batch of earned points; migration 2026_11_30_0300): the guarantees of one ledger_move per payment
-- at the cost of a few set-based statements per batch, because thousands of single movements that all pay from
-- the same house rows cost a round trip and a row update each.
--  - Idempotent per key: a key already in the ledger (or repeated in the batch) pays nothing and is not returned.
--  - Accounts still missing are opened (in one fixed order).
--  - Every row the batch touches is locked in account-id order before anything is read, the order ledger_move
--    takes its two rows in, so a batch and single movements queue instead of deadlocking; a twin that committed
--    a key while we waited is seen, because each statement of this function takes a fresh snapshot.
--  - Each transfer row gets its id in the batch's order and both legs' running balances, and each account's
--    cached balance moves once, by its sum: ledger:check's balanceChain and cachedBalance hold.
--  - Only the house account pays, so no member account can go below zero.
-- A key taken by an uncommitted twin that touches other rows (no caller does that: the keys name the member)
-- fails the batch on the unique key, and the caller's transaction rolls back whole.
create or replace function ledger_credit_many(p_tenant text, p_kind text, p_currency text, p_member_kind text,
  p_house_code text, p_keys text[], p_members bigint[], p_shards smallint[], p_amounts bigint[], p_metadata jsonb[])
returns table (o_key text, o_id bigint)
language plpgsql
as $$
declare
  v_sequence text := pg_get_serial_sequence('ledger_transfers', 'id');
begin
  insert into ledger_accounts (tenant_id, kind, owner_member_id, currency)
  select p_tenant, p_member_kind, m, p_currency from (select distinct m from unnest(p_members) m order by m) x
  on conflict (tenant_id, owner_member_id, currency, kind) do nothing;
  insert into ledger_accounts (tenant_id, kind, house_code, currency, shard)
  select p_tenant, 'house', p_house_code, p_currency, s from (select distinct s from unnest(p_shards) s order by s) x
  on conflict (tenant_id, house_code, currency, shard) do nothing;

  perform 1 from ledger_accounts a
  where a.tenant_id = p_tenant and a.currency = p_currency
    and ((a.kind = p_member_kind and a.owner_member_id = any(p_members))
      or (a.kind = 'house' and a.house_code = p_house_code and a.shard = any(p_shards)))
  order by a.id
  for update;

  return query
  with asked as (
    select distinct on (r.k) r.k, r.m, r.s, r.a, r.md, r.n
    from unnest(p_keys, p_members, p_shards, p_amounts, p_metadata) with ordinality as r(k, m, s, a, md, n)
    where not exists (select 1 from ledger_transfers t where t.tenant_id = p_tenant and t.idempotency_key = r.k)
    order by r.k, r.n),
  legs as (
    select q.k, q.a, q.md, q.n, h.id as house_id, h.balance as house_balance, p.id as member_account, p.balance as member_balance
    from asked q
    join ledger_accounts h on h.tenant_id = p_tenant and h.house_code = p_house_code and h.currency = p_currency and h.shard = q.s
    join ledger_accounts p on p.tenant_id = p_tenant and p.owner_member_id = q.m and p.currency = p_currency and p.kind = p_member_kind),
  numbered as (
    select nextval(v_sequence) as id, l.* from (select * from legs order by n) l),
  planned as (
    select b.*,
      b.house_balance - sum(b.a) over (partition by b.house_id order by b.id) as debit_after,
      b.member_balance + sum(b.a) over (partition by b.member_account order by b.id) as credit_after
    from numbered b),
  written as (
    insert into ledger_transfers (tenant_id, id, idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, metadata,
      phase, debit_balance_after, credit_balance_after)
    overriding system value
    select p_tenant, w.id, w.k, p_kind, w.house_id, w.member_account, w.a, p_currency, w.md, 'single', w.debit_after, w.credit_after
    from planned w
    returning id, idempotency_key, debit_account_id, credit_account_id, amount),
  moved as (
    update ledger_accounts acc set balance = acc.balance + d.delta
    from (
      select debit_account_id as account, -sum(amount) as delta from written group by debit_account_id
      union all
      select credit_account_id, sum(amount) from written group by credit_account_id) d
    where acc.tenant_id = p_tenant and acc.id = d.account)
  select w.idempotency_key, w.id from written w;
end
$$;
