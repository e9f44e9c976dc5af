import { sql, type Kysely } from 'kysely';

// The built-in lottery provider's own books (issue 18), apart from the portal's: it is a vendor and knows
// players only by the id the portal gave it. lottery_draws: one row per game and draw number, created when
// the draw opens with its committed seed (only seed_hash is shown until it is drawn). lottery_slips: one bet
// request (one seamless bet of its total, one win or rollback); lottery_tickets: its lines; lottery_exposure:
// the possible payout taken on each (bet type, selection) of a draw, kept under the game's liability cap.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lottery_draws')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('draw_at', 'timestamptz', (c) => c.notNull())
    .addColumn('lock_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'drawn', 'cancelled')`),
    )
    .addColumn('result', 'jsonb')
    .addColumn('open_number', 'text')
    .addColumn('drawn_at', 'timestamptz')
    .addPrimaryKeyConstraint('lottery_draws_pkey', ['tenant_id', 'game_code', 'numero'])
    .execute();
  await sql`create index lottery_draws_recent_idx on lottery_draws (tenant_id, game_code, draw_at desc)`.execute(db);

  await db.schema
    .createTable('lottery_slips')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('slip_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull().check(sql`total > 0`))
    // pending: bet not confirmed; accepted; refused: the wallet refused it; void: still pending at the draw
    // (rolled back); settled: drawn, payout fixed; cancelled: its draw was cancelled (refunded).
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'accepted', 'refused', 'void', 'settled', 'cancelled')`))
    .addColumn('payout', 'bigint', (c) => c.check(sql`payout >= 0`))
    // Whether the slip's last wallet call (win of a settled slip, rollback of a void or cancelled one) is confirmed.
    .addColumn('wallet_done', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lottery_slips_pkey', ['tenant_id', 'slip_id'])
    .addUniqueConstraint('lottery_slips_request_key', ['tenant_id', 'player_id', 'request_id'])
    .execute();
  await sql`create index lottery_slips_draw_idx on lottery_slips (tenant_id, game_code, numero, status)`.execute(db);
  await sql`create index lottery_slips_player_idx on lottery_slips (tenant_id, player_id, created_at desc)`.execute(db);
  await sql`create index lottery_slips_wallet_idx on lottery_slips (tenant_id, created_at) where not wallet_done and status in ('settled', 'void', 'cancelled')`.execute(
    db,
  );

  await db.schema
    .createTable('lottery_tickets')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('slip_id', 'text', (c) => c.notNull())
    .addColumn('line', 'smallint', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('selection', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('odds_x100', 'bigint', (c) => c.notNull().check(sql`odds_x100 > 100`))
    .addColumn('payout', 'bigint', (c) => c.check(sql`payout >= 0`))
    .addPrimaryKeyConstraint('lottery_tickets_pkey', ['tenant_id', 'slip_id', 'line'])
    .execute();
  await sql`create index lottery_tickets_draw_idx on lottery_tickets (tenant_id, game_code, numero, bet_type, selection)`.execute(db);

  await db.schema
    .createTable('lottery_exposure')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('bet_key', 'text', (c) => c.notNull())
    .addColumn('exposure', 'bigint', (c) => c.notNull().check(sql`exposure >= 0`))
    .addPrimaryKeyConstraint('lottery_exposure_pkey', ['tenant_id', 'game_code', 'numero', 'bet_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lottery_exposure').execute();
  await db.schema.dropTable('lottery_tickets').execute();
  await db.schema.dropTable('lottery_slips').execute();
  await db.schema.dropTable('lottery_draws').execute();
}
