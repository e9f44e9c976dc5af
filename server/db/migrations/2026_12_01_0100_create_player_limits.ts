import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Player protection, limits (issue 22). player_limits: a member's deposit, loss and wager limit per period (one
// row each); a decrease replaces amount at once, an increase or removal waits in pending_amount until
// pending_from (24 h later; pending_amount null there = removal). player_limit_changes keeps every change with
// its time, append-only. No new ledger index: stake_limit_check's rolling sums use the existing ones (see there),
// so a transfer costs what it did.
const MAX_SAFE = sql.lit(Number.MAX_SAFE_INTEGER);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_limits')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_from', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_limits_pkey', ['tenant_id', 'member_id', 'kind', 'period'])
    .addForeignKeyConstraint('player_limits_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .addCheckConstraint('player_limits_kind', sql`kind in ('deposit', 'loss', 'wager')`)
    .addCheckConstraint('player_limits_period', sql`period in ('day', 'week', 'month')`)
    .addCheckConstraint('player_limits_amount', sql`amount > 0 and amount <= ${MAX_SAFE}`)
    .addCheckConstraint('player_limits_pending', sql`pending_amount is null or (pending_amount > amount and pending_amount <= ${MAX_SAFE})`)
    .addCheckConstraint('player_limits_pending_from', sql`pending_amount is null or pending_from is not null`)
    .execute();

  await db.schema
    .createTable('player_limit_changes')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('old_amount', 'bigint')
    .addColumn('new_amount', 'bigint')
    .addColumn('effective_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_limit_changes_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('player_limit_changes_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .addCheckConstraint(
      'player_limit_changes_action',
      sql`action in ('set', 'decreased', 'increaseRequested', 'removalRequested', 'increased', 'removed', 'cancelled', 'promptDeclined')`,
    )
    .execute();
  await sql`create index player_limit_changes_member on player_limit_changes (tenant_id, member_id, id)`.execute(db);
  await sql`create trigger player_limit_changes_append_only before update or delete on player_limit_changes for each row execute function ledger_append_only()`.execute(
    db,
  );

  await applyFunctions(db, ['stake_limit_check', 'game_stake']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists stake_limit_check(text, bigint, text, bigint)`.execute(db);
  await db.schema.dropTable('player_limit_changes').execute();
  await db.schema.dropTable('player_limits').execute();
}
