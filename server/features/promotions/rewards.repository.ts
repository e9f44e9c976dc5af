// The only place that reads and writes reward_claims (the reward centre) and rebate_accruals (settled
// turnover accruing toward rebates).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const REWARD_PAGE_SIZE = 10;

export interface RewardClaim {
  id: number;
  memberId: number;
  promotionId: string;
  key: string;
  source: 'rebate' | 'application';
  amount: number;
  awardKind: 'bonus' | 'cash';
  state: 'claimable' | 'claimed';
  createdAt: Date;
  expiresAt: Date | null;
  claimedAt: Date | null;
}

export interface Accrual {
  periodKey: string;
  category: string;
  turnover: number;
  rebatedTurnover: number;
}

interface ClaimRow {
  id: bigint;
  member_id: bigint;
  promotion_id: string;
  claim_key: string;
  source: 'rebate' | 'application';
  amount: bigint;
  award_kind: 'bonus' | 'cash';
  state: 'claimable' | 'claimed';
  created_at: Date;
  expires_at: Date | null;
  claimed_at: Date | null;
}

const CLAIM_COLUMNS = [
  'id',
  'member_id',
  'promotion_id',
  'claim_key',
  'source',
  'amount',
  'award_kind',
  'state',
  'created_at',
  'expires_at',
  'claimed_at',
] as const;

const toClaim = (r: ClaimRow): RewardClaim => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  promotionId: r.promotion_id,
  key: r.claim_key,
  source: r.source,
  amount: Number(r.amount),
  awardKind: r.award_kind,
  state: r.state,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  claimedAt: r.claimed_at,
});

export class RewardsRepository {
  constructor(private readonly db: Db) {}

  /** A claimable reward; null when its key exists already (made before). */
  async insertClaim(c: {
    tenantId: string;
    memberId: number;
    promotionId: string;
    key: string;
    source: RewardClaim['source'];
    amount: number;
    awardKind: RewardClaim['awardKind'];
    expiresAt: Date | null;
  }): Promise<number | null> {
    const row = await this.db
      .insertInto('reward_claims')
      .values({
        tenant_id: c.tenantId,
        member_id: BigInt(c.memberId),
        promotion_id: c.promotionId,
        claim_key: c.key,
        source: c.source,
        amount: BigInt(c.amount),
        award_kind: c.awardKind,
        expires_at: c.expiresAt,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'claim_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  async findClaim(tenantId: string, memberId: number, id: number): Promise<RewardClaim | null> {
    const row = await this.db
      .selectFrom('reward_claims')
      .select([...CLAIM_COLUMNS])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('id', '=', BigInt(id))
      .executeTakeFirst();
    return row ? toClaim(row) : null;
  }

  /** claimable → claimed, once: false when it was claimed already (a racing twin) or has expired by `now`. */
  async markClaimed(tenantId: string, id: number, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('reward_claims')
      .set({ state: 'claimed', claimed_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('state', '=', 'claimable')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async listClaims(tenantId: string, memberId: number, page: number): Promise<{ rows: RewardClaim[]; total: number }> {
    const base = this.db.selectFrom('reward_claims').where('tenant_id', '=', tenantId).where('member_id', '=', BigInt(memberId));
    const [rows, count] = await Promise.all([
      base
        .select([...CLAIM_COLUMNS])
        .orderBy('id', 'desc')
        .limit(REWARD_PAGE_SIZE)
        .offset((page - 1) * REWARD_PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toClaim), total: Number(count.n) };
  }

  async countClaimable(tenantId: string, memberId: number, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('reward_claims')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('state', '=', 'claimable')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Adds a settled stake to the member's accrual of one period and category; a replayed event adds nothing. */
  async accrue(
    a: { tenantId: string; promotionId: string; memberId: number; periodKey: string; category: string; stake: number },
    event: { txId: string; id: number },
  ): Promise<void> {
    await sql`
      insert into rebate_accruals as r (tenant_id, promotion_id, member_id, period_key, category, turnover, counted_tx, counted_event)
      values (${a.tenantId}, ${a.promotionId}, ${BigInt(a.memberId)}, ${a.periodKey}, ${a.category}, ${a.stake}::int8, ${event.txId}::xid8, ${event.id}::int8)
      on conflict (tenant_id, promotion_id, member_id, period_key, category) do update set
        turnover = r.turnover + excluded.turnover, counted_tx = excluded.counted_tx, counted_event = excluded.counted_event
      where (r.counted_tx, r.counted_event) < (excluded.counted_tx, excluded.counted_event)`.execute(this.db);
  }

  /** The member's accruals of the given periods, locked for this transaction (a claim). */
  async accrualsForUpdate(tenantId: string, promotionId: string, memberId: number, periodKeys: readonly string[]): Promise<Accrual[]> {
    if (periodKeys.length === 0) return [];
    const rows = await this.db
      .selectFrom('rebate_accruals')
      .select(['period_key', 'category', 'turnover', 'rebated_turnover'])
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId))
      .where('period_key', 'in', [...periodKeys])
      .orderBy('period_key')
      .orderBy('category')
      .forUpdate()
      .execute();
    return rows.map((r) => ({ periodKey: r.period_key, category: r.category, turnover: Number(r.turnover), rebatedTurnover: Number(r.rebated_turnover) }));
  }

  async accruals(tenantId: string, promotionId: string, memberId: number, periodKey: string): Promise<Accrual[]> {
    const rows = await this.db
      .selectFrom('rebate_accruals')
      .select(['period_key', 'category', 'turnover', 'rebated_turnover'])
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId))
      .where('period_key', '=', periodKey)
      .orderBy('category')
      .execute();
    return rows.map((r) => ({ periodKey: r.period_key, category: r.category, turnover: Number(r.turnover), rebatedTurnover: Number(r.rebated_turnover) }));
  }

  /** Members with turnover not yet rebated in one period (the auto-rebate job). */
  async membersToRebate(tenantId: string, promotionId: string, periodKey: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('rebate_accruals')
      .select('member_id')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('period_key', '=', periodKey)
      .whereRef('turnover', '>', 'rebated_turnover')
      .orderBy('member_id')
      .execute();
    return rows.map((r) => Number(r.member_id));
  }

  async markRebated(tenantId: string, promotionId: string, memberId: number, periodKey: string, category: string, upTo: number): Promise<void> {
    await this.db
      .updateTable('rebate_accruals')
      .set({ rebated_turnover: BigInt(upTo) })
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId))
      .where('period_key', '=', periodKey)
      .where('category', '=', category)
      .execute();
  }

  /** What the member has been paid from one rebate period so far (its cap counts it). */
  async rebatePaid(tenantId: string, promotionId: string, memberId: number, periodKey: string): Promise<number> {
    const row = await this.db
      .selectFrom('promotion_grants')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('paid'))
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId))
      .where('local_day', '=', periodKey)
      .executeTakeFirstOrThrow();
    return Number(row.paid);
  }
}
