// The member tree (members.upline_id) as the wallet's upline transfers need it (spec §2
// transferUpline, §6): a member's direct upline and their downline, real accounts only. The walk is
// one recursive query; callers get accounts and ids, never rows.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const TRIAL_ACCOUNT_TYPE = 4;
/** Deeper trees exist only by mistake; the walk stops here rather than run away. */
const MAX_DEPTH = 32;

export class MemberTreeRepository {
  constructor(private readonly db: Db) {}

  /** The account name of the member's direct upline, when it is a real account. */
  async uplineAccount(tenantId: string, memberId: number): Promise<string | null> {
    const found = await sql<{ account: string }>`
      select u.account from members m join members u on u.tenant_id = m.tenant_id and u.id = m.upline_id
      where m.tenant_id = ${tenantId} and m.id = ${BigInt(memberId)} and u.type <> ${TRIAL_ACCOUNT_TYPE}`.execute(this.db);
    return found.rows[0]?.account ?? null;
  }

  /** Account names of the member's downline, nearest first, at most `limit`. */
  async downlineAccounts(tenantId: string, memberId: number, limit: number): Promise<string[]> {
    const found = await sql<{ account: string }>`${this.#downline(tenantId, memberId)} select account from tree order by depth, account limit ${limit}`.execute(
      this.db,
    );
    return found.rows.map((r) => r.account);
  }

  /** The id of the member with `accountKey` when it is the direct upline or in the downline of `memberId`; else null. */
  async uplineOrDownlineId(tenantId: string, memberId: number, accountKey: string): Promise<number | null> {
    const found = await sql<{ id: bigint }>`
      ${this.#downline(tenantId, memberId)}
      select t.id from members t
      where t.tenant_id = ${tenantId} and t.account_key = ${accountKey} and t.id <> ${BigInt(memberId)} and t.type <> ${TRIAL_ACCOUNT_TYPE}
        and (t.id = (select upline_id from members where tenant_id = ${tenantId} and id = ${BigInt(memberId)}) or t.id in (select id from tree))`.execute(
      this.db,
    );
    return found.rows[0] ? Number(found.rows[0].id) : null;
  }

  /** The member's downline as a recursive CTE named `tree` (id, account, depth); real accounts only. */
  #downline(tenantId: string, memberId: number) {
    return sql`
      with recursive tree(id, account, depth) as (
        select id, account, 1 from members where tenant_id = ${tenantId} and upline_id = ${BigInt(memberId)} and type <> ${TRIAL_ACCOUNT_TYPE}
        union all
        select m.id, m.account, tree.depth + 1 from members m join tree on m.upline_id = tree.id
        where m.tenant_id = ${tenantId} and m.type <> ${TRIAL_ACCOUNT_TYPE} and tree.depth < ${MAX_DEPTH})`;
  }
}
