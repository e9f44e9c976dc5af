// The only place that reads and writes the referrals table (issue 19, invite friends): a friend's referrer,
// written in the transaction that creates the friend; read by the rewards engine and the referral page.
import type { Db } from '../../db/database.ts';

export interface ReferredFriend {
  memberId: number;
  account: string;
  joinedAt: Date;
}

/** The most friends a referral page lists (newest first). */
export const FRIENDS_LISTED = 200;

export class ReferralsRepository {
  constructor(private readonly db: Db) {}

  async insert(tenantId: string, friendId: number, referrerId: number, code: string): Promise<void> {
    await this.db
      .insertInto('referrals')
      .values({ tenant_id: tenantId, friend_id: BigInt(friendId), referrer_id: BigInt(referrerId), code })
      .execute();
  }

  /** Each of these members' referrer (friends without one are left out). */
  async referrersOf(tenantId: string, friendIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (friendIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('referrals')
      .select(['friend_id', 'referrer_id'])
      .where('tenant_id', '=', tenantId)
      .where(
        'friend_id',
        'in',
        friendIds.map((id) => BigInt(id)),
      )
      .execute();
    for (const r of rows) out.set(Number(r.friend_id), Number(r.referrer_id));
    return out;
  }

  /** The friends `referrerId` invited, newest first, with their account name and when they joined. */
  async friendsOf(tenantId: string, referrerId: number, limit = FRIENDS_LISTED): Promise<{ friends: ReferredFriend[]; total: number }> {
    const base = this.db.selectFrom('referrals as r').where('r.tenant_id', '=', tenantId).where('r.referrer_id', '=', BigInt(referrerId));
    const [rows, count] = await Promise.all([
      base
        .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'r.tenant_id').onRef('m.id', '=', 'r.friend_id'))
        .select(['r.friend_id', 'm.account', 'r.created_at'])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.friend_id', 'desc')
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { friends: rows.map((r) => ({ memberId: Number(r.friend_id), account: r.account, joinedAt: r.created_at })), total: Number(count.n) };
  }
}
