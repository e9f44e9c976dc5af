// The identities behind "one bonus per person" (limits.onePerPerson): a member's verified mobile and every
// bank card number they ever bound, and the marks grants leave on them (migration
// 2026_11_27_0400_create_promotion_person_marks). Checks run under an advisory lock per identity, taken in
// one sorted order, so two accounts of one person racing for the same promotion are served one after the
// other and the second sees the first's mark.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export class PersonMarksRepository {
  constructor(private readonly db: Db) {}

  /** 'mobile:<E.164>' when the mobile is verified, and 'card:<number>' for each card ever bound, sorted. */
  async identities(tenantId: string, memberId: number): Promise<string[]> {
    const rows = await sql<{ identity: string }>`
      select 'mobile:' || mobile_e164 as identity from members
        where tenant_id = ${tenantId} and id = ${BigInt(memberId)} and mobile_verified and mobile_e164 is not null
      union
      select 'card:' || card_number from bank_cards where tenant_id = ${tenantId} and member_id = ${BigInt(memberId)}
      order by 1`.execute(this.db);
    return rows.rows.map((r) => r.identity);
  }

  async lock(tenantId: string, promotionId: string, identities: readonly string[]): Promise<void> {
    for (const identity of identities) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`promo-person\u001f${tenantId}\u001f${promotionId}\u001f${identity}`}, 0))`.execute(this.db);
    }
  }

  /** Whether another member carrying one of these identities already has a grant of the promotion. */
  async markedByOther(tenantId: string, promotionId: string, memberId: number, identities: readonly string[]): Promise<boolean> {
    if (identities.length === 0) return false;
    const rows = await sql<{ one: number }>`
      select 1 as one from promotion_person_marks
        where tenant_id = ${tenantId} and promotion_id = ${promotionId} and member_id <> ${BigInt(memberId)} and identity in (${sql.join(identities)})
        limit 1`.execute(this.db);
    return rows.rows.length > 0;
  }

  async mark(tenantId: string, promotionId: string, memberId: number, identities: readonly string[]): Promise<void> {
    if (identities.length === 0) return;
    const rows = identities.map((identity) => sql`(${tenantId}, ${promotionId}, ${identity}, ${BigInt(memberId)})`);
    await sql`insert into promotion_person_marks (tenant_id, promotion_id, identity, member_id) values ${sql.join(rows)} on conflict do nothing`.execute(
      this.db,
    );
  }
}
