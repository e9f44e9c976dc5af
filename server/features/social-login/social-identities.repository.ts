// The only place that queries social_identities. Every query is scoped to one tenant.
import type { Db } from '../../db/database.ts';

export interface SocialIdentityKey {
  tenantId: string;
  issuer: string;
  subject: string;
}

export class SocialIdentitiesRepository {
  constructor(private readonly db: Db) {}

  /** The member this identity signs in as, or null on a first sign-in. */
  async memberOf(key: SocialIdentityKey): Promise<number | null> {
    const row = await this.db
      .selectFrom('social_identities')
      .select('member_id')
      .where('tenant_id', '=', key.tenantId)
      .where('issuer', '=', key.issuer)
      .where('subject', '=', key.subject)
      .executeTakeFirst();
    return row ? Number(row.member_id) : null;
  }

  /**
   * Links the identity to `memberId` unless it is already linked; returns the member that owns it
   * (another one when a concurrent first sign-in of the same person won the race).
   */
  async link(key: SocialIdentityKey, memberId: number, email: string | null): Promise<number> {
    await this.db
      .insertInto('social_identities')
      .values({ tenant_id: key.tenantId, issuer: key.issuer, subject: key.subject, member_id: BigInt(memberId), email })
      .onConflict((oc) => oc.columns(['tenant_id', 'issuer', 'subject']).doNothing())
      .execute();
    const owner = await this.memberOf(key);
    if (owner === null) throw new Error('social identity vanished right after it was linked');
    return owner;
  }
}
