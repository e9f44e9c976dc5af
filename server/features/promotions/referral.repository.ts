// The only place that reads and writes referral_milestones (each friend's milestones per referral promotion, and
// whether they paid the referrer) and referral_turnover (each referred friend's settled turnover, with the
// watermark of the last bet counted), and reads the referral grants the referral page sums.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ReferralMilestone } from './referral-rules.ts';
import type { EventMark } from './rewards.repository.ts';

export interface ReachedMilestone {
  promotionId: string;
  friendId: number;
  milestone: ReferralMilestone;
  rewarded: boolean;
}

export class ReferralRepository {
  constructor(private readonly db: Db) {}

  /** Records that the friend reached the milestone in this promotion; false when it was recorded before (a replay). */
  async reach(tenantId: string, promotionId: string, friendId: number, milestone: ReferralMilestone, referrerId: number): Promise<boolean> {
    const row = await this.db
      .insertInto('referral_milestones')
      .values({ tenant_id: tenantId, promotion_id: promotionId, friend_id: BigInt(friendId), milestone, referrer_id: BigInt(referrerId) })
      .onConflict((oc) => oc.columns(['tenant_id', 'promotion_id', 'friend_id', 'milestone']).doNothing())
      .returning('friend_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async markRewarded(tenantId: string, promotionId: string, friendId: number, milestone: ReferralMilestone): Promise<void> {
    await this.db
      .updateTable('referral_milestones')
      .set({ rewarded: true })
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('friend_id', '=', BigInt(friendId))
      .where('milestone', '=', milestone)
      .execute();
  }

  /** The friends who have paid the referrer in this promotion (the caller holds the referrer's promotion lock). */
  async rewardedFriends(tenantId: string, promotionId: string, referrerId: number): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('referral_milestones')
      .select('friend_id')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('referrer_id', '=', BigInt(referrerId))
      .where('rewarded', '=', true)
      .execute();
    return new Set(rows.map((r) => Number(r.friend_id)));
  }

  /** Every milestone the referrer's friends reached, in any promotion. */
  async milestonesOf(tenantId: string, referrerId: number): Promise<ReachedMilestone[]> {
    const rows = await this.db
      .selectFrom('referral_milestones')
      .select(['promotion_id', 'friend_id', 'milestone', 'rewarded'])
      .where('tenant_id', '=', tenantId)
      .where('referrer_id', '=', BigInt(referrerId))
      .orderBy('reached_at')
      .execute();
    return rows.map((r) => ({ promotionId: r.promotion_id, friendId: Number(r.friend_id), milestone: r.milestone, rewarded: r.rewarded }));
  }

  /** What the referrer was granted by referral promotions, per friend (the grant's cause names the friend). */
  async earnedPerFriend(tenantId: string, referrerId: number, promotionIds: readonly string[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (promotionIds.length === 0) return out;
    const { rows } = await sql<{ friend: string | null; amount: string }>`
      select cause->>'friendId' as friend, sum(amount)::text as amount from promotion_grants
      where tenant_id = ${tenantId} and member_id = ${BigInt(referrerId)} and promotion_id in (${sql.join([...promotionIds])})
        and cause->>'role' = 'referrer'
      group by 1`.execute(this.db);
    for (const r of rows) if (r.friend !== null) out.set(Number(r.friend), Number(r.amount));
    return out;
  }

  /** Each friend's settled turnover so far and the last event counted into it. */
  async turnoverMarks(tenantId: string, friendIds: readonly number[]): Promise<Map<number, { turnover: number; mark: EventMark }>> {
    const out = new Map<number, { turnover: number; mark: EventMark }>();
    if (friendIds.length === 0) return out;
    const { rows } = await sql<{ friend_id: bigint; turnover: bigint; tx: string; event: bigint }>`
      select friend_id, turnover, counted_tx::text as tx, counted_event as event from referral_turnover
      where tenant_id = ${tenantId} and friend_id in (${sql.join(friendIds.map((id) => BigInt(id)))})
      for update`.execute(this.db);
    for (const r of rows) out.set(Number(r.friend_id), { turnover: Number(r.turnover), mark: { txId: r.tx, id: Number(r.event) } });
    return out;
  }

  /** Adds each friend's new stakes and moves the watermark to the last event added (the caller left out events counted before). */
  async accrueTurnover(tenantId: string, rows: ReadonlyArray<{ friendId: number; stake: number; last: EventMark }>): Promise<void> {
    if (rows.length === 0) return;
    await sql`
      insert into referral_turnover as r (tenant_id, friend_id, turnover, counted_tx, counted_event)
      values ${sql.join(rows.map((a) => sql`(${tenantId}, ${BigInt(a.friendId)}::int8, ${a.stake}::int8, ${a.last.txId}::xid8, ${a.last.id}::int8)`))}
      on conflict (tenant_id, friend_id) do update set
        turnover = r.turnover + excluded.turnover, counted_tx = excluded.counted_tx, counted_event = excluded.counted_event`.execute(this.db);
  }
}
