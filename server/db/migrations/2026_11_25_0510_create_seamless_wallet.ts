import { sql, type Kysely } from 'kysely';

// The seamless wallet that game vendors call (bet, win, rollback): launch sessions, every vendor
// transaction once per (tenant, vendor, vendor's transaction id) with the answer given, and the game
// rounds the betting records, winner board and profit/loss read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vendor_sessions')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('trial', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('vendor_sessions_pkey', ['tenant_id', 'token_hash'])
    .addForeignKeyConstraint('vendor_sessions_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('vendor_sessions_expiry_idx').on('vendor_sessions').column('expires_at').execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('trial', 'boolean', (c) => c.notNull())
    .addColumn('bet_total', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`bet_total >= 0`),
    )
    .addColumn('win_total', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`win_total >= 0`),
    )
    .addColumn('jackpot_win', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`jackpot_win >= 0`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'closed')`),
    )
    .addColumn('closed_by', 'text', (c) => c.check(sql`closed_by in ('vendor', 'reconciliation')`))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addPrimaryKeyConstraint('game_rounds_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('game_rounds_vendor_round', ['tenant_id', 'vendor', 'round_id', 'member_id']) // live tables share round ids between players
    .addForeignKeyConstraint('game_rounds_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('game_rounds_member_idx').on('game_rounds').columns(['tenant_id', 'member_id', 'opened_at']).execute();
  await sql`create index game_rounds_open_idx on game_rounds (opened_at) where status = 'open'`.execute(db);
  await sql`create index game_rounds_wins_idx on game_rounds (tenant_id, closed_at desc) where status = 'closed' and win_total > bet_total and not trial`.execute(
    db,
  );

  await db.schema
    .createTable('vendor_transactions')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bet', 'win', 'rollback')`))
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    // A bet: 'applied', then 'rolled_back'; 'cancelled' when its rollback came first (the bet is then refused).
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('applied', 'rolled_back', 'cancelled')`))
    .addColumn('ref_tx_id', 'text')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vendor_transactions_pkey', ['tenant_id', 'vendor', 'tx_id'])
    .addForeignKeyConstraint('vendor_transactions_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vendor_transactions').execute();
  await db.schema.dropTable('game_rounds').execute();
  await db.schema.dropTable('vendor_sessions').execute();
}
