import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

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

  await applyFunctions(db, ['ledger_move', 'ledger_resolve']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function ledger_resolve(text, text, text, jsonb)`.execute(db);
  await sql`drop function ledger_move(text, text, text, text, bigint, jsonb, text, bigint, text, smallint, text, bigint, text, smallint, text, bigint, text, smallint)`.execute(
    db,
  );
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
