import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// The wallet's double-entry ledger. Every movement of money is one transfer between two accounts of
// one tenant and one currency, written as two entries (−amount on the debit account, +amount on the
// credit account), so the balances of a tenant's accounts in one currency always sum to zero.
// ledger_accounts.balance is a cache of the sum of the account's entries, kept in the same
// transaction; the constraints below are the last line of defence behind the wallet service.
const MAX_SAFE = sql.lit(Number.MAX_SAFE_INTEGER);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('owner_member_id', 'bigint')
    .addColumn('house_code', 'text')
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ledger_accounts_pkey', ['tenant_id', 'id'])
    // Nulls are distinct, so house rows (no owner) and player rows (no house code) never clash.
    .addUniqueConstraint('ledger_accounts_player', ['tenant_id', 'owner_member_id', 'currency'])
    .addUniqueConstraint('ledger_accounts_house', ['tenant_id', 'house_code', 'currency'])
    .addForeignKeyConstraint('ledger_accounts_owner', ['tenant_id', 'owner_member_id'], 'members', ['tenant_id', 'id'])
    .addCheckConstraint('ledger_accounts_kind', sql`kind in ('player', 'house')`)
    .addCheckConstraint(
      'ledger_accounts_owner_or_house',
      sql`(kind = 'player' and owner_member_id is not null and house_code is null) or (kind = 'house' and house_code is not null and owner_member_id is null)`,
    )
    .addCheckConstraint('ledger_accounts_currency', sql`currency ~ '^[A-Z]{3}$'`)
    // A player's wallet never goes below zero; house accounts (the operator's side) may.
    .addCheckConstraint('ledger_accounts_player_not_negative', sql`kind <> 'player' or balance >= 0`)
    // Every balance converts to a JavaScript number without loss.
    .addCheckConstraint('ledger_accounts_balance_range', sql`balance between -${MAX_SAFE} and ${MAX_SAFE}`)
    .execute();

  await db.schema
    .createTable('ledger_transfers')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('debit_account_id', 'bigint', (c) => c.notNull())
    .addColumn('credit_account_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ledger_transfers_pkey', ['tenant_id', 'id'])
    // The idempotency key is stored in the same transaction as the movement: a retried call finds it.
    .addUniqueConstraint('ledger_transfers_idempotency', ['tenant_id', 'idempotency_key'])
    .addForeignKeyConstraint('ledger_transfers_debit', ['tenant_id', 'debit_account_id'], 'ledger_accounts', ['tenant_id', 'id'])
    .addForeignKeyConstraint('ledger_transfers_credit', ['tenant_id', 'credit_account_id'], 'ledger_accounts', ['tenant_id', 'id'])
    .addCheckConstraint('ledger_transfers_amount', sql`amount > 0 and amount <= ${MAX_SAFE}`)
    .addCheckConstraint('ledger_transfers_two_accounts', sql`debit_account_id <> credit_account_id`)
    .addCheckConstraint('ledger_transfers_key', sql`char_length(idempotency_key) between 1 and 200`)
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('transfer_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ledger_entries_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('ledger_entries_one_per_account', ['tenant_id', 'transfer_id', 'account_id'])
    .addForeignKeyConstraint('ledger_entries_transfer', ['tenant_id', 'transfer_id'], 'ledger_transfers', ['tenant_id', 'id'])
    .addForeignKeyConstraint('ledger_entries_account', ['tenant_id', 'account_id'], 'ledger_accounts', ['tenant_id', 'id'])
    .addCheckConstraint('ledger_entries_amount', sql`amount <> 0`)
    .execute();
  // An account's history (statement, reconciliation) in order.
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['tenant_id', 'account_id', 'id']).execute();
  await db.schema.createIndex('ledger_transfers_debit_idx').on('ledger_transfers').columns(['tenant_id', 'debit_account_id']).execute();
  await db.schema.createIndex('ledger_transfers_credit_idx').on('ledger_transfers').columns(['tenant_id', 'credit_account_id']).execute();

  // Transfers and entries are append-only: a correction is a new transfer, never an edit.
  await applyFunctions(db, ['ledger_append_only']);
  for (const table of ['ledger_transfers', 'ledger_entries']) {
    await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)} for each row execute function ledger_append_only()`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.table(table)} for each statement execute function ledger_append_only()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_transfers').execute();
  await db.schema.dropTable('ledger_accounts').execute();
  await sql`drop function ledger_append_only()`.execute(db);
}
