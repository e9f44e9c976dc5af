// The only place that reads and writes promotion_grants, bonuses and promotion_entries. Rows never leave:
// callers get numbers, Dates and camelCase.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BonusState } from './promotions.table.ts';

export const BONUS_PAGE_SIZE = 10;

export interface NewGrant {
  tenantId: string;
  memberId: number;
  promotionId: string;
  key: string;
  kind: 'bonus' | 'cash';
  amount: number;
  currency: string;
  localDay: string;
  cause: Record<string, unknown>;
}

export interface Bonus {
  id: number;
  memberId: number;
  promotionId: string;
  currency: string;
  amount: number;
  wageringRequired: number;
  wageringDone: number;
  weights: Record<string, number>;
  state: BonusState;
  grantedAt: Date;
  expiresAt: Date | null;
  closedAt: Date | null;
  forfeitedAmount: number | null;
  /** The last settled-bet event counted toward it. */
  counted: { txId: string; id: number };
}

const BONUS_COLUMNS = [
  'id',
  'member_id',
  'promotion_id',
  'currency',
  'amount',
  'wagering_required',
  'wagering_done',
  'weights',
  'state',
  'granted_at',
  'expires_at',
  'closed_at',
  'forfeited_amount',
  sql<string>`counted_tx::text`.as('counted_tx'),
  'counted_event',
] as const;

interface BonusRow {
  id: bigint;
  member_id: bigint;
  promotion_id: string;
  currency: string;
  amount: bigint;
  wagering_required: bigint;
  wagering_done: bigint;
  weights: unknown;
  state: BonusState;
  granted_at: Date;
  expires_at: Date | null;
  closed_at: Date | null;
  forfeited_amount: bigint | null;
  counted_tx: string;
  counted_event: bigint;
}

const toBonus = (r: BonusRow): Bonus => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  promotionId: r.promotion_id,
  currency: r.currency,
  amount: Number(r.amount),
  wageringRequired: Number(r.wagering_required),
  wageringDone: Number(r.wagering_done),
  weights: (r.weights ?? {}) as Record<string, number>,
  state: r.state,
  grantedAt: r.granted_at,
  expiresAt: r.expires_at,
  closedAt: r.closed_at,
  forfeitedAmount: r.forfeited_amount === null ? null : Number(r.forfeited_amount),
  counted: { txId: r.counted_tx, id: Number(r.counted_event) },
});

export class PromotionsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Serialises grants of one promotion to one member (limit counts, then the grant) until this transaction
   * ends, across instances: a transaction-scoped advisory lock on (tenant, promotion, member).
   */
  async lockMemberPromotion(tenantId: string, promotionId: string, memberId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`promo\u001f${tenantId}\u001f${promotionId}\u001f${memberId}`}, 0))`.execute(this.db);
  }

  /** The grant's row, or null when its key is already taken (granted before). */
  async insertGrant(g: NewGrant): Promise<number | null> {
    const row = await this.db
      .insertInto('promotion_grants')
      .values({
        tenant_id: g.tenantId,
        member_id: BigInt(g.memberId),
        promotion_id: g.promotionId,
        grant_key: g.key,
        kind: g.kind,
        amount: BigInt(g.amount),
        currency: g.currency,
        local_day: g.localDay,
        cause: JSON.stringify(g.cause),
      })
      .onConflict((c) => c.columns(['tenant_id', 'grant_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  async countGrants(tenantId: string, memberId: number, promotionId: string, localDay?: string): Promise<number> {
    let q = this.db
      .selectFrom('promotion_grants')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('promotion_id', '=', promotionId);
    if (localDay) q = q.where('local_day', '=', localDay);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** Promotion ids the member has any grant of (the list's 'issued' status). */
  async grantedPromotions(tenantId: string, memberId: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('promotion_grants')
      .select('promotion_id')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .execute();
    return new Set(rows.map((r) => r.promotion_id));
  }

  async insertBonus(b: {
    tenantId: string;
    memberId: number;
    promotionId: string;
    grantId: number;
    currency: string;
    amount: number;
    wageringRequired: number;
    weights: Record<string, number>;
    expiresAt: Date | null;
  }): Promise<number> {
    const row = await this.db
      .insertInto('bonuses')
      .values({
        tenant_id: b.tenantId,
        member_id: BigInt(b.memberId),
        promotion_id: b.promotionId,
        grant_id: BigInt(b.grantId),
        currency: b.currency,
        amount: BigInt(b.amount),
        wagering_required: BigInt(b.wageringRequired),
        weights: JSON.stringify(b.weights),
        // A bonus with nothing to play through is cleared from the start.
        state: b.wageringRequired === 0 ? 'cleared' : 'active',
        closed_at: b.wageringRequired === 0 ? new Date() : null,
        expires_at: b.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async activeBonuses(tenantId: string, memberId: number): Promise<Bonus[]> {
    const rows = await this.db
      .selectFrom('bonuses')
      .select([...BONUS_COLUMNS])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('state', '=', 'active')
      .orderBy('id')
      .execute();
    return rows.map(toBonus);
  }

  /** The active bonuses of these members, oldest first, locked for this transaction (wagering progress). */
  async activeBonusesOfMembersForUpdate(tenantId: string, memberIds: readonly number[]): Promise<Bonus[]> {
    if (memberIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('bonuses')
      .select([...BONUS_COLUMNS])
      .where('tenant_id', '=', tenantId)
      .where('member_id', 'in', memberIds.map(BigInt))
      .where('state', '=', 'active')
      .orderBy('member_id')
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map(toBonus);
  }

  /** Sets the wagering of active bonuses (computed by the engine from a batch of settled bets), clearing those that reached it. */
  async setWagering(tenantId: string, updates: ReadonlyArray<{ id: number; done: number; counted: { txId: string; id: number } }>): Promise<void> {
    if (updates.length === 0) return;
    await sql`
      update bonuses b set
        wagering_done = v.done,
        state = case when v.done >= b.wagering_required then 'cleared' else b.state end,
        closed_at = case when v.done >= b.wagering_required then now() else b.closed_at end,
        counted_tx = v.tx,
        counted_event = v.event
      from (values ${sql.join(updates.map((u) => sql`(${BigInt(u.id)}::int8, ${u.done}::int8, ${u.counted.txId}::xid8, ${u.counted.id}::int8)`))}) as v(id, done, tx, event)
      where b.tenant_id = ${tenantId} and b.id = v.id and b.state = 'active'`.execute(this.db);
  }

  async findBonus(tenantId: string, memberId: number, bonusId: number): Promise<Bonus | null> {
    return this.#bonus(tenantId, memberId, bonusId, false);
  }

  /** Locks the bonus row until the transaction ends (after the member's wallet row: lock order wallet → bonus). */
  async findBonusForUpdate(tenantId: string, memberId: number, bonusId: number): Promise<Bonus | null> {
    return this.#bonus(tenantId, memberId, bonusId, true);
  }

  async #bonus(tenantId: string, memberId: number, bonusId: number, lock: boolean): Promise<Bonus | null> {
    const q = this.db
      .selectFrom('bonuses')
      .select([...BONUS_COLUMNS])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('id', '=', BigInt(bonusId));
    const row = await (lock ? q.forUpdate() : q).executeTakeFirst();
    return row ? toBonus(row) : null;
  }

  /** active → `to`, once; false when the bonus was no longer active. */
  async closeBonus(tenantId: string, bonusId: number, to: Exclude<BonusState, 'active' | 'cleared'>, forfeited: number): Promise<boolean> {
    const row = await this.db
      .updateTable('bonuses')
      .set({ state: to, closed_at: new Date(), forfeited_amount: BigInt(forfeited) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(bonusId))
      .where('state', '=', 'active')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Active bonuses past their expiry, claimed for this transaction (SKIP LOCKED: instances share the work). */
  async dueToExpire(now: Date, limit: number): Promise<Array<{ tenantId: string; id: number; memberId: number }>> {
    const rows = await this.db
      .selectFrom('bonuses')
      .select(['tenant_id', 'id', 'member_id'])
      .where('state', '=', 'active')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return rows.map((r) => ({ tenantId: r.tenant_id, id: Number(r.id), memberId: Number(r.member_id) }));
  }

  async listBonuses(tenantId: string, memberId: number, page: number): Promise<{ rows: Bonus[]; total: number }> {
    const base = this.db.selectFrom('bonuses').where('tenant_id', '=', tenantId).where('member_id', '=', BigInt(memberId));
    const [rows, count] = await Promise.all([
      base
        .select([...BONUS_COLUMNS])
        .orderBy('id', 'desc')
        .limit(BONUS_PAGE_SIZE)
        .offset((page - 1) * BONUS_PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toBonus), total: Number(count.n) };
  }

  async join(tenantId: string, promotionId: string, memberId: number): Promise<void> {
    await this.db
      .insertInto('promotion_entries')
      .values({ tenant_id: tenantId, promotion_id: promotionId, member_id: BigInt(memberId) })
      .onConflict((c) => c.columns(['tenant_id', 'promotion_id', 'member_id']).doNothing())
      .execute();
  }

  /** When the member joined the promotion, or null. */
  async joinedAt(tenantId: string, promotionId: string, memberId: number): Promise<Date | null> {
    const row = await this.db
      .selectFrom('promotion_entries')
      .select('joined_at')
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId))
      .executeTakeFirst();
    return row?.joined_at ?? null;
  }

  async joinedPromotions(tenantId: string, memberId: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('promotion_entries')
      .select('promotion_id')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .execute();
    return new Set(rows.map((r) => r.promotion_id));
  }
}
