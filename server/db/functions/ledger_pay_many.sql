-- Many payments into members' wallets, each from a member's wallet or from a shard of one house account, in one
-- call (a settlement period's agent salaries and dividends, issue 17; migration 2026_12_02_0100): the outcome of one
-- ledger_move per payment taken in the batch's order, at the cost of a few set-based statements per batch, because
-- 10,000 single movements cost a round trip each (57 s for one real-time salary cycle on a loaded machine).
--  - Idempotent per key: a key already in the ledger pays nothing and answers 'keyTaken' (the same movement) or
--    'conflict' (another one). A key repeated in the batch is the caller's bug: the call fails.
--  - Payee wallets and the house shards still missing are opened (in one fixed order); a payer without a wallet has
--    nothing to pay with: 'insufficientFunds', nothing opened.
--  - Every account row the batch touches is locked in account-id order before any balance or key is read, the order
--    ledger_move takes its two rows in, so a batch and single movements queue instead of deadlocking; a twin that
--    committed a key while we waited is seen, because each statement of this function takes a fresh snapshot.
--  - Never negative: a member pays a payment only when its balance at that point of the batch (after the batch's
--    earlier payments to and from it) covers it, as a ledger_move per payment in order would; otherwise the payment
--    answers 'insufficientFunds' and moves nothing, and (unless p_stop_when_short) the payer's later, smaller
--    payments may still be paid. With p_stop_when_short, a payer short once pays nothing more in this batch (the
--    owed payouts' rule: oldest first). A house account always pays. Payers whose balance covers all their payments
--    of the batch are decided at once; only the others are walked in order, in memory.
--  - Each transfer row gets its id in the batch's order and both legs' running balances (an agent can receive and
--    pay in one batch), and each account's cached balance moves once, by its net sum: ledger:check's balanceChain
--    and cachedBalance hold.
-- Answers every row's key with 'applied', 'keyTaken', 'conflict' or 'insufficientFunds', in the batch's order.
create or replace function ledger_pay_many(p_tenant text, p_currency text, p_house_code text, p_stop_when_short boolean,
  p_keys text[], p_kinds text[], p_payers bigint[], p_payees bigint[], p_shards smallint[], p_amounts bigint[], p_metadata jsonb[])
returns table (o_key text, o_status text)
language plpgsql
as $$
declare
  v_sequence text := pg_get_serial_sequence('ledger_transfers', 'id');
  c_from bigint[];
  c_to bigint[];
  c_status text[];
  c_from_idx int[];
  c_to_idx int[];
  t_balance bigint[];
  t_stopped boolean[];
  v_count int := coalesce(cardinality(p_keys), 0);
begin
  if v_count = 0 then
    return;
  end if;
  if (select count(distinct k) from unnest(p_keys) k) <> v_count then
    raise exception 'ledger_pay_many: a key is repeated in the batch';
  end if;
  if exists (select 1 from unnest(p_amounts) a where a is null or a <= 0) then
    raise exception 'ledger_pay_many: every amount must be positive';
  end if;

  insert into ledger_accounts (tenant_id, kind, owner_member_id, currency)
  select p_tenant, 'player', m, p_currency from (select distinct m from unnest(p_payees) m order by m) x
  on conflict (tenant_id, owner_member_id, currency, kind) do nothing;
  insert into ledger_accounts (tenant_id, kind, house_code, currency, shard)
  select p_tenant, 'house', p_house_code, p_currency, s
  from (select distinct r.s from unnest(p_payers, p_shards) r(f, s) where r.f is null order by r.s) x
  on conflict (tenant_id, house_code, currency, shard) do nothing;

  -- Each row's two accounts (a payer without a wallet: null).
  select array_agg(coalesce(pa.id, ha.id) order by r.n), array_agg(ta.id order by r.n)
  into c_from, c_to
  from unnest(p_payers, p_payees, p_shards) with ordinality as r(f, t, s, n)
  left join ledger_accounts pa on r.f is not null and pa.tenant_id = p_tenant and pa.owner_member_id = r.f and pa.currency = p_currency and pa.kind = 'player'
  left join ledger_accounts ha on r.f is null and ha.tenant_id = p_tenant and ha.house_code = p_house_code and ha.currency = p_currency and ha.shard = r.s
  left join ledger_accounts ta on ta.tenant_id = p_tenant and ta.owner_member_id = r.t and ta.currency = p_currency and ta.kind = 'player';
  if exists (select 1 from unnest(c_from, c_to) u(f, t) where u.t is null or u.f = u.t) then
    raise exception 'ledger_pay_many: a payee without a wallet, or a payment from a wallet to itself';
  end if;

  perform 1 from ledger_accounts a
  where a.tenant_id = p_tenant and a.id in (select unnest(c_from) union select unnest(c_to))
  order by a.id
  for update;

  -- Keys already in the ledger (compared as wallet.service's replay compares them), and payers without a wallet.
  select array_agg(
      case
        when lt.id is null then case when r.f_acc is null then 'insufficientFunds' end
        when lt.kind = r.kd and lt.currency = p_currency and lt.phase = 'single' and lt.amount = r.a and lt.credit_account_id = r.t_acc
          and ((r.f is null and la.kind = 'house' and la.house_code = p_house_code) or (la.kind = 'player' and la.owner_member_id = r.f))
          then 'keyTaken'
        else 'conflict'
      end order by r.n)
  into c_status
  from unnest(p_keys, p_kinds, p_payers, c_from, c_to, p_amounts) with ordinality as r(k, kd, f, f_acc, t_acc, a, n)
  left join ledger_transfers lt on lt.tenant_id = p_tenant and lt.idempotency_key = r.k
  left join ledger_accounts la on la.tenant_id = p_tenant and la.id = lt.debit_account_id;

  -- The members whose balance does not cover all their payments of the batch ("tight"), numbered 1 … n, and each
  -- row's payer and payee among them (null: not tight).
  with wanted as (
    select u.f, u.a from unnest(c_from, p_amounts, c_status) u(f, a, st) where u.st is null),
  tight as (
    select acc.id, acc.balance, row_number() over (order by acc.id)::int as idx
    from (select w.f, sum(w.a) as need from wanted w group by w.f) p
    join ledger_accounts acc on acc.tenant_id = p_tenant and acc.id = p.f
    where acc.kind <> 'house' and acc.balance < p.need)
  select (select array_agg(tight.balance order by tight.idx) from tight), array_agg(tf.idx order by u.n), array_agg(tt.idx order by u.n)
  into t_balance, c_from_idx, c_to_idx
  from unnest(c_from, c_to) with ordinality u(f, t, n)
  left join tight tf on tf.id = u.f
  left join tight tt on tt.id = u.t;

  if t_balance is not null then
    t_stopped := array_fill(false, array[cardinality(t_balance)]);
    for i in 1 .. v_count loop
      continue when c_status[i] is not null;
      if c_from_idx[i] is not null then
        if t_stopped[c_from_idx[i]] or t_balance[c_from_idx[i]] < p_amounts[i] then
          c_status[i] := 'insufficientFunds';
          t_stopped[c_from_idx[i]] := p_stop_when_short;
          continue;
        end if;
        t_balance[c_from_idx[i]] := t_balance[c_from_idx[i]] - p_amounts[i];
      end if;
      if c_to_idx[i] is not null then
        t_balance[c_to_idx[i]] := t_balance[c_to_idx[i]] + p_amounts[i];
      end if;
    end loop;
  end if;

  with paid as (
    select u.* from unnest(p_keys, p_kinds, c_from, c_to, p_amounts, p_metadata, c_status) with ordinality u(k, kd, f, t, a, md, st, n)
    where u.st is null),
  numbered as (
    select nextval(v_sequence) as id, p.* from (select * from paid order by n) p),
  legs as (
    select b.id, b.f as account, -b.a as delta from numbered b
    union all
    select b.id, b.t, b.a from numbered b),
  after as (
    select l.id, l.account, acc.balance + sum(l.delta) over (partition by l.account order by l.id) as balance_after
    from legs l
    join ledger_accounts acc on acc.tenant_id = p_tenant and acc.id = l.account),
  written as (
    insert into ledger_transfers (tenant_id, id, idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, metadata,
      phase, debit_balance_after, credit_balance_after)
    overriding system value
    select p_tenant, b.id, b.k, b.kd, b.f, b.t, b.a, p_currency, b.md, 'single', d.balance_after, c.balance_after
    from numbered b
    join after d on d.id = b.id and d.account = b.f
    join after c on c.id = b.id and c.account = b.t
    order by b.id
    returning debit_account_id, credit_account_id, amount)
  update ledger_accounts acc set balance = acc.balance + d.delta
  from (
    select x.account, sum(x.delta) as delta from (
      select debit_account_id as account, -amount as delta from written
      union all
      select credit_account_id, amount from written) x
    group by x.account) d
  where acc.tenant_id = p_tenant and acc.id = d.account;

  return query
  select u.k, coalesce(u.st, 'applied') from unnest(p_keys, c_status) with ordinality u(k, st, n) order by u.n;
end
$$;
