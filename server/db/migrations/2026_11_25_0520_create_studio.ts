import { sql, type Kysely } from 'kysely';

// The built-in game studio's own books, apart from the portal's (it is a vendor: it knows players only
// by the id the portal gave it). studio_seeds holds each player's committed next server seed per game
// (only its hash is shown before play); studio_rounds every round with its revealed seed, input and
// outcome, so a round can be verified and a round interrupted between bet and win can be settled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_seeds')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('studio_seeds_pkey', ['tenant_id', 'vendor', 'player_id', 'game_code'])
    .execute();

  await db.schema
    .createTable('studio_rounds')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull().check(sql`engine in ('slot', 'baccarat', 'fish')`))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('outcome', 'jsonb', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('payout', 'bigint', (c) => c.notNull().check(sql`payout >= 0`))
    .addColumn('jackpot', 'boolean', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    // pending: outcome fixed, bet and win not both confirmed; settled; refused: the wallet refused the bet.
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'settled', 'refused')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('studio_rounds_pkey', ['tenant_id', 'round_id'])
    .execute();
  await sql`create index studio_rounds_pending_idx on studio_rounds (created_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studio_rounds').execute();
  await db.schema.dropTable('studio_seeds').execute();
}
