import { sql, type Kysely } from 'kysely';

// The ledger's write path, made cheap enough for ~thousands of transfers a second.
//
// 1. Both legs live on the transfer row. A transfer IS the double entry: −amount on its debit
//    account, +amount on its credit account, each with the balance it left (debit_balance_after,
//    credit_balance_after). `ledger_entries` becomes a view that unfolds every transfer into its two
//    entries, so reads (statements, reconciliation) are unchanged, a transfer can never be half
//    written, and a movement writes one row instead of three.
// 2. A movement is ONE round trip, `select * from ledger_move(…)`, that still runs as separate
//    statements inside the server: look the key and the accounts up; update the two balances in
//    account-id order (a row waits for its lock there; the debit carries the funds condition, which
//    PostgreSQL re-checks on the row's latest version after the wait); insert the transfer (ON
//    CONFLICT DO NOTHING: a twin that committed meanwhile wins, and the two updates are undone).
//    Why not one CTE statement: a data-modifying CTE shares one snapshot with whatever locked the
//    rows before it in the statement, so it meets the rows' older versions and re-locks them through
//    the update chain; two movements on a busy account can then deadlock. Here every statement takes
//    a fresh snapshot. plpgsql also keeps each statement's plan prepared.
//    Nothing raises for the expected outcomes (key taken, account missing, not enough money): the
//    status column says so, and a caller's surrounding transaction stays usable.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transfers add column debit_balance_after bigint, add column credit_balance_after bigint`.execute(db);
  await sql`alter table ledger_transfers disable trigger ledger_transfers_append_only`.execute(db);
  await sql`
    update ledger_transfers t set debit_balance_after = d.balance_after, credit_balance_after = c.balance_after
    from ledger_entries d, ledger_entries c
    where d.tenant_id = t.tenant_id and d.transfer_id = t.id and d.account_id = t.debit_account_id
      and c.tenant_id = t.tenant_id and c.transfer_id = t.id and c.account_id = t.credit_account_id`.execute(db);
  await sql`alter table ledger_transfers enable trigger ledger_transfers_append_only`.execute(db);
  await sql`alter table ledger_transfers alter column debit_balance_after set not null, alter column credit_balance_after set not null`.execute(db);
  await sql`drop table ledger_entries`.execute(db);
  // An account's history in order, from either side of its transfers (the statement, the audit).
  await sql`drop index ledger_transfers_debit_idx`.execute(db);
  await sql`drop index ledger_transfers_credit_idx`.execute(db);
  await sql`create index ledger_transfers_debit_history on ledger_transfers (tenant_id, debit_account_id, id)`.execute(db);
  await sql`create index ledger_transfers_credit_history on ledger_transfers (tenant_id, credit_account_id, id)`.execute(db);
  await sql`
    create view ledger_entries as
      select tenant_id, id as transfer_id, 'debit' as leg, debit_account_id as account_id, -amount as amount, debit_balance_after as balance_after, created_at
      from ledger_transfers
      union all
      select tenant_id, id, 'credit', credit_account_id, amount, credit_balance_after, created_at
      from ledger_transfers`.execute(db);

  await sql`
    create function ledger_move(
      p_tenant text, p_key text, p_kind text, p_currency text, p_amount bigint, p_metadata jsonb,
      p_from_kind text, p_from_member bigint, p_from_code text, p_from_shard smallint,
      p_to_kind text, p_to_member bigint, p_to_code text, p_to_shard smallint,
      p_payee_kind text, p_payee_member bigint, p_payee_code text, p_payee_shard smallint)
    returns table (o_status text, o_id bigint, o_created_at timestamptz, o_from_after bigint, o_to_after bigint, o_from_balance bigint)
    language plpgsql as $$
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
    end $$`.execute(db);

  await sql`
    create function ledger_resolve(p_tenant text, p_pending_key text, p_phase text, p_metadata jsonb)
    returns table (
      o_status text, o_pending_id bigint, o_id bigint, o_created_at timestamptz, o_from_after bigint, o_to_after bigint,
      o_kind text, o_amount bigint, o_currency text, o_from_member bigint, o_to_kind text, o_to_member bigint, o_to_code text)
    language plpgsql as $$
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
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function ledger_resolve(text, text, text, jsonb)`.execute(db);
  await sql`drop function ledger_move(text, text, text, text, bigint, jsonb, text, bigint, text, smallint, text, bigint, text, smallint, text, bigint, text, smallint)`.execute(db);
  await sql`drop view ledger_entries`.execute(db);
  await sql`
    create table ledger_entries (
      tenant_id text not null,
      id bigint generated always as identity,
      transfer_id bigint not null,
      account_id bigint not null,
      amount bigint not null,
      balance_after bigint not null,
      created_at timestamptz not null default now(),
      constraint ledger_entries_pkey primary key (tenant_id, id),
      constraint ledger_entries_one_per_account unique (tenant_id, transfer_id, account_id),
      constraint ledger_entries_transfer foreign key (tenant_id, transfer_id) references ledger_transfers (tenant_id, id),
      constraint ledger_entries_account foreign key (tenant_id, account_id) references ledger_accounts (tenant_id, id),
      constraint ledger_entries_amount check (amount <> 0))`.execute(db);
  await sql`create index ledger_entries_account on ledger_entries (tenant_id, account_id, id)`.execute(db);
  await sql`
    insert into ledger_entries (tenant_id, transfer_id, account_id, amount, balance_after, created_at)
    select tenant_id, id, account_id, amount, balance_after, created_at from (
      select tenant_id, id, 0 as leg, debit_account_id as account_id, -amount as amount, debit_balance_after as balance_after, created_at from ledger_transfers
      union all
      select tenant_id, id, 1, credit_account_id, amount, credit_balance_after, created_at from ledger_transfers
    ) legs order by id, leg`.execute(db);
  await sql`create trigger ledger_entries_append_only before update or delete on ledger_entries for each row execute function ledger_append_only()`.execute(db);
  await sql`create trigger ledger_entries_no_truncate before truncate on ledger_entries for each statement execute function ledger_append_only()`.execute(db);
  await sql`drop index ledger_transfers_debit_history`.execute(db);
  await sql`drop index ledger_transfers_credit_history`.execute(db);
  await sql`create index ledger_transfers_debit_idx on ledger_transfers (tenant_id, debit_account_id)`.execute(db);
  await sql`create index ledger_transfers_credit_idx on ledger_transfers (tenant_id, credit_account_id)`.execute(db);
  await sql`alter table ledger_transfers drop column debit_balance_after, drop column credit_balance_after`.execute(db);
}
