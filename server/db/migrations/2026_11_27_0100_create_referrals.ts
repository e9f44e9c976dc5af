import { sql, type Kysely } from 'kysely';

// Referrals (issue 19, invite friends) and the app-download bonus.
// - members.referral_code: every real (non-trial) member's personal invitation code, unique per brand; filled for
//   the members that exist now, given to each new real member at registration.
// - referrals: who invited whom, written with the friend's member row. A friend has one referrer, ever (the key);
//   nobody refers themself (check).
// - referral_turnover: each referred friend's settled turnover, accrued by the rewards engine with a watermark
//   (the last 'bet.settled' event counted), as turnover_accruals.
// - referral_milestones: each (referral promotion, friend, milestone) reached, once, and whether it paid the
//   referrer (the max-friends limit can refuse it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column referral_code text`.execute(db);
  await sql`
    update members set referral_code = 'R' || substr(translate(upper(encode(sha256((tenant_id || ':' || id::text || ':' || random()::text)::bytea), 'base64')), '+/=0O1IL', ''), 1, 9)
    where type <> 4`.execute(db);
  await sql`create unique index members_referral_code on members (tenant_id, referral_code) where referral_code is not null`.execute(db);

  await db.schema
    .createTable('referrals')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('friend_id', 'bigint', (c) => c.notNull())
    .addColumn('referrer_id', 'bigint', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('referrals_pkey', ['tenant_id', 'friend_id'])
    .addCheckConstraint('referrals_not_self', sql`friend_id <> referrer_id`)
    .execute();
  await sql`create index referrals_referrer on referrals (tenant_id, referrer_id, created_at)`.execute(db);

  await db.schema
    .createTable('referral_turnover')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('friend_id', 'bigint', (c) => c.notNull())
    .addColumn('turnover', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('counted_tx', sql`xid8`, (c) => c.notNull().defaultTo(sql`'0'::xid8`))
    .addColumn('counted_event', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('referral_turnover_pkey', ['tenant_id', 'friend_id'])
    .execute();

  await db.schema
    .createTable('referral_milestones')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('friend_id', 'bigint', (c) => c.notNull())
    .addColumn('milestone', 'text', (c) => c.notNull().check(sql`milestone in ('registered', 'firstDeposit', 'turnover')`))
    .addColumn('referrer_id', 'bigint', (c) => c.notNull())
    .addColumn('rewarded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reached_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('referral_milestones_pkey', ['tenant_id', 'promotion_id', 'friend_id', 'milestone'])
    .execute();
  await sql`create index referral_milestones_referrer on referral_milestones (tenant_id, promotion_id, referrer_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('2026_11_27_0100_create_referrals cannot be undone');
}
