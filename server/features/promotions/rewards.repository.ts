// The only place that reads and writes reward_claims (the reward centre), turnover_accruals (settled turnover
// per member, period and category) and rebate_progress (what each rebate promotion has rebated of it).
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

  /**
   * The member's settled turnover of one period per category, beside what the promotion has rebated of it. The
   * caller holds the (promotion, member) lock, so the rebated parts cannot move under it.
   */
  async accruals(tenantId: string, promotionId: string, memberId: number, kind: 'daily' | 'weekly', periodKey: string): Promise<Accrual[]> {
    const { rows } = await sql<{ category: string; turnover: bigint; rebated: bigint | null }>`
      select t.category, t.turnover, p.rebated_turnover as rebated
      from turnover_accruals t
      left join rebate_progress p on p.tenant_id = t.tenant_id and p.promotion_id = ${promotionId} and p.member_id = t.member_id
        and p.period_key = t.period_key and p.category = t.category
      where t.tenant_id = ${tenantId} and t.member_id = ${BigInt(memberId)} and t.period_kind = ${kind} and t.period_key = ${periodKey}
      order by t.category`.execute(this.db);
    return rows.map((r) => ({ periodKey, category: r.category, turnover: Number(r.turnover), rebatedTurnover: Number(r.rebated ?? 0) }));
  }

  /** Members with turnover in rated categories the promotion has not rebated yet, in one period (the auto-rebate job). */
  async membersToRebate(tenantId: string, promotionId: string, kind: 'daily' | 'weekly', periodKey: string, categories: readonly string[]): Promise<number[]> {
    if (categories.length === 0) return [];
    const { rows } = await sql<{ member_id: bigint }>`
      select distinct t.member_id from turnover_accruals t
      left join rebate_progress p on p.tenant_id = t.tenant_id and p.promotion_id = ${promotionId} and p.member_id = t.member_id
        and p.period_key = t.period_key and p.category = t.category
      where t.tenant_id = ${tenantId} and t.period_kind = ${kind} and t.period_key = ${periodKey}
        and t.category in (${sql.join([...categories])}) and t.turnover > coalesce(p.rebated_turnover, 0)
      order by t.member_id`.execute(this.db);
    return rows.map((r) => Number(r.member_id));
  }

  async markRebated(tenantId: string, promotionId: string, memberId: number, periodKey: string, category: string, upTo: number): Promise<void> {
    await sql`
      insert into rebate_progress as p (tenant_id, promotion_id, member_id, period_key, category, rebated_turnover)
      values (${tenantId}, ${promotionId}, ${BigInt(memberId)}, ${periodKey}, ${category}, ${upTo}::int8)
      on conflict (tenant_id, promotion_id, member_id, period_key, category) do update set rebated_turnover = greatest(p.rebated_turnover, excluded.rebated_turnover)`.execute(
      this.db,
    );
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

  /** The last event counted into each of these accrual rows (accrualKey → its event). */
  async accrualWatermarks(tenantId: string, keys: ReadonlyArray<AccrualKey>): Promise<Map<string, EventMark>> {
    const marks = new Map<string, EventMark>();
    if (keys.length === 0) return marks;
    const { rows } = await sql<{ member_id: bigint; period_kind: 'daily' | 'weekly'; period_key: string; category: string; tx: string; event: bigint }>`
      select member_id, period_kind, period_key, category, counted_tx::text as tx, counted_event as event from turnover_accruals
      where tenant_id = ${tenantId}
        and (member_id, period_kind, period_key, category) in (${sql.join(keys.map((k) => sql`(${BigInt(k.memberId)}::int8, ${k.kind}, ${k.periodKey}, ${k.category})`))})`.execute(
      this.db,
    );
    for (const r of rows)
      marks.set(accrualKey({ memberId: Number(r.member_id), kind: r.period_kind, periodKey: r.period_key, category: r.category }), {
        txId: r.tx,
        id: Number(r.event),
      });
    return marks;
  }

  /** Adds each row's stake sum and moves its watermark to its last event (the caller left out events already counted). */
  async accrueMany(tenantId: string, rows: ReadonlyArray<AccrualKey & { stake: number; last: EventMark }>): Promise<void> {
    if (rows.length === 0) return;
    await sql`
      insert into turnover_accruals as r (tenant_id, member_id, period_kind, period_key, category, turnover, counted_tx, counted_event)
      values ${sql.join(
        rows.map(
          (a) =>
            sql`(${tenantId}, ${BigInt(a.memberId)}::int8, ${a.kind}, ${a.periodKey}, ${a.category}, ${a.stake}::int8, ${a.last.txId}::xid8, ${a.last.id}::int8)`,
        ),
      )}
      on conflict (tenant_id, member_id, period_kind, period_key, category) do update set
        turnover = r.turnover + excluded.turnover, counted_tx = excluded.counted_tx, counted_event = excluded.counted_event`.execute(this.db);
  }
}

export interface AccrualKey {
  memberId: number;
  kind: 'daily' | 'weekly';
  periodKey: string;
  category: string;
}

export interface EventMark {
  txId: string;
  id: number;
}

export const accrualKey = (k: AccrualKey) => `${k.memberId}|${k.kind}|${k.periodKey}|${k.category}`;

/** Whether event `a` comes after event `b` in the consumers' order (transaction, then id). */
export function isAfter(a: EventMark, b: EventMark): boolean {
  const ta = BigInt(a.txId);
  const tb = BigInt(b.txId);
  return ta > tb || (ta === tb && a.id > b.id);
}
