import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Player protection, exclusion half (issue 22 items 3, 4, 6): time-outs, self-exclusions and operator
// exclusions, one row each, never deleted or shortened (the row is the history staff read). A row is in
// force while `active_until` is null or in the future: a time-out's is its end; a self-exclusion's stays
// null until the player asks to lift it after its end (then request + 24 h cooling-off). The player's
// reality-check interval and session time limit sit in member_rg_settings. game_stake refuses stakes of an
// excluded member through stake_exclusion_check (one home: server/db/functions/stake_exclusion_check.sql).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_exclusions')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigserial', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('timeout', 'self', 'operator')`))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('active_until', 'timestamptz')
    .addColumn('lift_requested_at', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', 'bigint')
    .addColumn('staff_username', 'text')
    .addPrimaryKeyConstraint('member_exclusions_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('member_exclusions_by_member').on('member_exclusions').columns(['tenant_id', 'member_id', 'id']).execute();
  await db.schema
    .createTable('member_rg_settings')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('reality_check_minutes', 'integer', (c) => c.check(sql`reality_check_minutes between 1 and 1440`))
    .addColumn('session_limit_minutes', 'integer', (c) => c.check(sql`session_limit_minutes between 1 and 1440`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_rg_settings_pkey', ['tenant_id', 'member_id'])
    .execute();
  await applyFunctions(db, ['stake_exclusion_check', 'game_stake']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_rg_settings').execute();
  await db.schema.dropTable('member_exclusions').execute();
  await sql`drop function if exists stake_exclusion_check(text, bigint)`.execute(db);
}
