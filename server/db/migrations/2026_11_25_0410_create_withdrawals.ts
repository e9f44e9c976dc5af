import { sql, type Kysely } from 'kysely';

// Withdrawals (spec §2 withdraw, §3/§4 withdrawal confirmation). A request holds the funds (a pending
// ledger transfer keyed `withdrawal:<id>`); staff pay out (post) or reject (void). After payout the
// player confirms: received, not received or partly received (a dispute staff resolve), and silence
// past the brand's time-out counts as received. Every status change is a conditional UPDATE from the
// expected state, in the transaction that moves the money, so it happens once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_cards')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('card_holder', 'text', (c) => c.notNull())
    .addColumn('card_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addPrimaryKeyConstraint('bank_cards_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('bank_cards_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .execute();
  await sql`create unique index bank_cards_number_idx on bank_cards (tenant_id, member_id, card_number) where deleted_at is null`.execute(db);

  await db.schema
    .createTable('withdrawals')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('card_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected', 'received', 'disputed', 'resolved')`),
    )
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('confirmation', 'text', (c) => c.check(sql`confirmation in ('received', 'notReceived', 'partlyReceived', 'timeout')`))
    .addColumn('received_amount', 'bigint')
    .addColumn('player_note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('confirm_by', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('paid', 'refund')`))
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('withdrawals_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('withdrawals_client_key', ['tenant_id', 'member_id', 'client_key'])
    .addForeignKeyConstraint('withdrawals_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .addForeignKeyConstraint('withdrawals_card', ['tenant_id', 'card_id'], 'bank_cards', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('withdrawals_member_idx').on('withdrawals').columns(['tenant_id', 'member_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'tenant_id', 'id']).execute();
  // The time-out job's scan: approved payouts by deadline.
  await sql`create index withdrawals_confirm_by_idx on withdrawals (confirm_by) where status = 'approved'`.execute(db);

  await db.schema
    .createTable('withdrawal_proofs')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('withdrawal_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 1 and 3`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('withdrawal_proofs_pkey', ['tenant_id', 'withdrawal_id', 'position'])
    .addForeignKeyConstraint('withdrawal_proofs_withdrawal', ['tenant_id', 'withdrawal_id'], 'withdrawals', ['tenant_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawal_proofs').execute();
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.dropTable('bank_cards').execute();
}
