import { sql, type Kysely } from 'kysely';

// The game catalogue of each brand (spec §3 "Game"), imported from the vendors' game lists, with the
// members' favourites and recently played games. A brand's own catalogue (tenant_id in every key)
// lets it hide, pin and order games without touching another brand.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('classify', 'text', (c) => c.check(sql`classify in ('SC', 'VP', 'TG', 'AC', 'JP', 'BG')`))
    .addColumn('names', 'jsonb', (c) => c.notNull())
    // Lower-cased names in every language, for the name search.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('min_bet', 'bigint', (c) => c.notNull().check(sql`min_bet > 0`))
    .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_top', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull())
    // The game's place in the brand's order (pinned, top, vendor order, vendor's order), recomputed on
    // every import and config change, so a page of the list is an index range instead of a sort.
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('games_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('games_vendor_code', ['tenant_id', 'vendor', 'game_code'])
    .execute();
  await db.schema.createIndex('games_type_position_idx').on('games').columns(['tenant_id', 'game_type', 'position', 'id']).execute();
  await db.schema.createIndex('games_vendor_position_idx').on('games').columns(['tenant_id', 'vendor', 'position', 'id']).execute();

  await db.schema
    .createTable('game_favourites')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('game_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_favourites_pkey', ['tenant_id', 'member_id', 'game_id'])
    .addForeignKeyConstraint('game_favourites_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .addForeignKeyConstraint('game_favourites_game', ['tenant_id', 'game_id'], 'games', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('game_recent')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('game_id', 'bigint', (c) => c.notNull())
    .addColumn('played_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_recent_pkey', ['tenant_id', 'member_id', 'game_id'])
    .addForeignKeyConstraint('game_recent_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .addForeignKeyConstraint('game_recent_game', ['tenant_id', 'game_id'], 'games', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('game_recent_member_idx').on('game_recent').columns(['tenant_id', 'member_id', 'played_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_recent').execute();
  await db.schema.dropTable('game_favourites').execute();
  await db.schema.dropTable('games').execute();
}
