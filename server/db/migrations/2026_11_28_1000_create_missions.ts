import { sql, type Kysely } from 'kysely';

// Missions (issue 20): one row per member, mission and period (the local day, week or 'once'), written by the
// consumer 'missions' from domain events. completed_at is set once, when progress first reaches the target (the
// leaderboard counts the score of the week it completed in); claimed_at is set once by the claim.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mission_progress')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('mission_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
    // loginStreak: the last local day counted.
    .addColumn('last_day', 'text')
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'timestamptz')
    // The Monday (brand time zone) of the week it completed in: the leaderboard's period.
    .addColumn('completed_week', 'text')
    .addColumn('claimed_at', 'timestamptz')
    // The last event (transaction, id) counted: a replay of older events adds nothing.
    .addColumn('counted_tx', sql`xid8`, (c) => c.notNull().defaultTo(sql`'0'::xid8`))
    .addColumn('counted_event', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('mission_progress_pkey', ['tenant_id', 'member_id', 'mission_id', 'period'])
    .addForeignKeyConstraint('mission_progress_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .addCheckConstraint('mission_progress_sane', sql`progress >= 0 and score >= 0 and (claimed_at is null or completed_at is not null)`)
    .execute();
  await db.schema.createIndex('mission_progress_board').on('mission_progress').columns(['tenant_id', 'completed_week', 'member_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mission_progress').execute();
}
