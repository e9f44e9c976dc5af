// The only place that reads and writes the raffle and ranking tables: promotion_turnover (settled turnover per
// promotion, period and member, with its watermark), raffle_chances, raffle_seeds, raffle_draws and
// raffle_prize_stock. Rows never leave: callers get numbers, Dates and camelCase.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PoolEntry, Ranked } from './raffle-rules.ts';
import type { EventMark } from './rewards.repository.ts';

export interface TurnoverKey {
  promotionId: string;
  periodKey: string;
  memberId: number;
}

export const turnoverKey = (k: TurnoverKey) => `${k.promotionId}|${k.periodKey}|${k.memberId}`;

export interface RaffleSeed {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface RaffleDraw {
  id: number;
  chanceId: number;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  roll: number;
  pool: PoolEntry[];
  prizeId: string;
  prizeKind: 'cash' | 'bonus' | 'none';
  amount: number;
  createdAt: Date;
}

export class RaffleRepository {
  constructor(private readonly db: Db) {}

  /** The current turnover and last counted event of each of these rows (turnoverKey → row). */
  async turnoverMarks(tenantId: string, keys: readonly TurnoverKey[]): Promise<Map<string, { turnover: number; mark: EventMark }>> {
    const out = new Map<string, { turnover: number; mark: EventMark }>();
    if (keys.length === 0) return out;
    const { rows } = await sql<{ promotion_id: string; period_key: string; member_id: bigint; turnover: bigint; tx: string; event: bigint }>`
      select promotion_id, period_key, member_id, turnover, counted_tx::text as tx, counted_event as event from promotion_turnover
      where tenant_id = ${tenantId}
        and (promotion_id, period_key, member_id) in (${sql.join(keys.map((k) => sql`(${k.promotionId}, ${k.periodKey}, ${BigInt(k.memberId)}::int8)`))})`.execute(
      this.db,
    );
    for (const r of rows)
      out.set(turnoverKey({ promotionId: r.promotion_id, periodKey: r.period_key, memberId: Number(r.member_id) }), {
        turnover: Number(r.turnover),
        mark: { txId: r.tx, id: Number(r.event) },
      });
    return out;
  }

  /** Adds each row's stakes, moves its watermark to its last event and its reached_at to that event's time. */
  async accrueTurnover(tenantId: string, rows: ReadonlyArray<TurnoverKey & { stake: number; reachedAt: Date; last: EventMark }>): Promise<void> {
    if (rows.length === 0) return;
    await sql`
      insert into promotion_turnover as t (tenant_id, promotion_id, period_key, member_id, turnover, reached_at, counted_tx, counted_event)
      values ${sql.join(
        rows.map(
          (r) =>
            sql`(${tenantId}, ${r.promotionId}, ${r.periodKey}, ${BigInt(r.memberId)}::int8, ${r.stake}::int8, ${r.reachedAt}::timestamptz, ${r.last.txId}::xid8, ${r.last.id}::int8)`,
        ),
      )}
      on conflict (tenant_id, promotion_id, period_key, member_id) do update set
        turnover = t.turnover + excluded.turnover, reached_at = excluded.reached_at, counted_tx = excluded.counted_tx, counted_event = excluded.counted_event`.execute(
      this.db,
    );
  }

  /** A chance; null when its key exists already (earned before). */
  async insertChance(c: {
    tenantId: string;
    promotionId: string;
    memberId: number;
    key: string;
    localDay: string;
    cause: Record<string, unknown>;
    earnedAt: Date;
  }): Promise<number | null> {
    const row = await this.db
      .insertInto('raffle_chances')
      .values({
        tenant_id: c.tenantId,
        promotion_id: c.promotionId,
        member_id: BigInt(c.memberId),
        chance_key: c.key,
        local_day: c.localDay,
        cause: JSON.stringify(c.cause),
        earned_at: c.earnedAt,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'chance_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  async countChances(tenantId: string, promotionId: string, memberId: number, opts: { localDay?: string; open?: boolean } = {}): Promise<number> {
    let q = this.db
      .selectFrom('raffle_chances')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId));
    if (opts.localDay !== undefined) q = q.where('local_day', '=', opts.localDay);
    if (opts.open) q = q.where('drawn_at', 'is', null);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** Consumes the member's oldest chance not drawn yet (the caller holds the member's promotion lock); null when none is left. */
  async consumeChance(tenantId: string, promotionId: string, memberId: number, at: Date): Promise<number | null> {
    const { rows } = await sql<{ id: bigint }>`
      update raffle_chances set drawn_at = ${at}
      where tenant_id = ${tenantId} and id = (
        select id from raffle_chances
        where tenant_id = ${tenantId} and promotion_id = ${promotionId} and member_id = ${BigInt(memberId)} and drawn_at is null
        order by id limit 1 for update)
        and drawn_at is null
      returning id`.execute(this.db);
    return rows.length > 0 ? Number(rows[0].id) : null;
  }

  /** The member's committed seed for this raffle, made with `fresh` the first time. */
  async seed(tenantId: string, promotionId: string, memberId: number, fresh: { serverSeed: string; clientSeed: string }): Promise<RaffleSeed> {
    await this.db
      .insertInto('raffle_seeds')
      .values({
        tenant_id: tenantId,
        promotion_id: promotionId,
        member_id: BigInt(memberId),
        server_seed: fresh.serverSeed,
        client_seed: fresh.clientSeed,
        nonce: 0n,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'promotion_id', 'member_id']).doNothing())
      .execute();
    const row = await this.db
      .selectFrom('raffle_seeds')
      .select(['server_seed', 'client_seed', 'nonce'])
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId))
      .executeTakeFirstOrThrow();
    return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) };
  }

  /** After a draw: the next committed seed, the client seed the member chose, the next nonce. */
  async rotateSeed(tenantId: string, promotionId: string, memberId: number, next: RaffleSeed): Promise<void> {
    await this.db
      .updateTable('raffle_seeds')
      .set({ server_seed: next.serverSeed, client_seed: next.clientSeed, nonce: BigInt(next.nonce) })
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId))
      .execute();
  }

  /** How many of each stocked prize are gone, the rows locked until the transaction ends (draws of one raffle queue here). */
  async lockStock(tenantId: string, promotionId: string, prizeIds: readonly string[]): Promise<Map<string, number>> {
    const given = new Map<string, number>();
    if (prizeIds.length === 0) return given;
    await this.db
      .insertInto('raffle_prize_stock')
      .values(prizeIds.map((id) => ({ tenant_id: tenantId, promotion_id: promotionId, prize_id: id, given: 0n })))
      .onConflict((oc) => oc.columns(['tenant_id', 'promotion_id', 'prize_id']).doNothing())
      .execute();
    const rows = await this.db
      .selectFrom('raffle_prize_stock')
      .select(['prize_id', 'given'])
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('prize_id', 'in', [...prizeIds])
      .orderBy('prize_id')
      .forUpdate()
      .execute();
    for (const r of rows) given.set(r.prize_id, Number(r.given));
    return given;
  }

  async stockGiven(tenantId: string, promotionId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('raffle_prize_stock')
      .select(['prize_id', 'given'])
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .execute();
    return new Map(rows.map((r) => [r.prize_id, Number(r.given)]));
  }

  async addGiven(tenantId: string, promotionId: string, prizeId: string): Promise<void> {
    await this.db
      .updateTable('raffle_prize_stock')
      .set((eb) => ({ given: eb('given', '+', 1n) }))
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('prize_id', '=', prizeId)
      .execute();
  }

  async insertDraw(
    d: Omit<RaffleDraw, 'id' | 'createdAt'> & { tenantId: string; promotionId: string; memberId: number; grantKey: string | null; at: Date },
  ): Promise<number> {
    const row = await this.db
      .insertInto('raffle_draws')
      .values({
        tenant_id: d.tenantId,
        promotion_id: d.promotionId,
        member_id: BigInt(d.memberId),
        chance_id: BigInt(d.chanceId),
        server_seed: d.serverSeed,
        client_seed: d.clientSeed,
        nonce: BigInt(d.nonce),
        roll: BigInt(d.roll),
        pool: JSON.stringify(d.pool),
        prize_id: d.prizeId,
        prize_kind: d.prizeKind,
        amount: BigInt(d.amount),
        grant_key: d.grantKey,
        created_at: d.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async draws(tenantId: string, promotionId: string, memberId: number, limit: number): Promise<RaffleDraw[]> {
    const rows = await this.db
      .selectFrom('raffle_draws')
      .select(['id', 'chance_id', 'server_seed', 'client_seed', 'nonce', 'roll', 'pool', 'prize_id', 'prize_kind', 'amount', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      chanceId: Number(r.chance_id),
      serverSeed: r.server_seed,
      clientSeed: r.client_seed,
      nonce: Number(r.nonce),
      roll: Number(r.roll),
      pool: (typeof r.pool === 'string' ? JSON.parse(r.pool) : r.pool) as PoolEntry[],
      prizeId: r.prize_id,
      prizeKind: r.prize_kind,
      amount: Number(r.amount),
      createdAt: r.created_at,
    }));
  }

  /** The period's leaderboard from the top, at least `minTurnover`, in the documented order (raffle-rules compareRanked). */
  async leaders(tenantId: string, promotionId: string, periodKey: string, minTurnover: number, limit: number): Promise<Ranked[]> {
    const rows = await this.db
      .selectFrom('promotion_turnover')
      .select(['member_id', 'turnover', 'reached_at'])
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('period_key', '=', periodKey)
      .where('turnover', '>=', BigInt(minTurnover))
      .where('turnover', '>', 0n)
      .orderBy('turnover', 'desc')
      .orderBy('reached_at')
      .orderBy('member_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ memberId: Number(r.member_id), turnover: Number(r.turnover), reachedAt: r.reached_at }));
  }

  /** One member's turnover in the period and, when it qualifies, their rank (1 + everyone ordered before them). */
  async standing(
    tenantId: string,
    promotionId: string,
    periodKey: string,
    memberId: number,
    minTurnover: number,
  ): Promise<{ turnover: number; rank: number | null }> {
    const { rows } = await sql<{ turnover: bigint; before: string | null }>`
      select t.turnover, (
        select count(*) from promotion_turnover o
        where o.tenant_id = t.tenant_id and o.promotion_id = t.promotion_id and o.period_key = t.period_key and o.turnover >= ${BigInt(minTurnover)}::int8
          and (o.turnover > t.turnover or (o.turnover = t.turnover and (o.reached_at < t.reached_at or (o.reached_at = t.reached_at and o.member_id < t.member_id))))
      ) as before
      from promotion_turnover t
      where t.tenant_id = ${tenantId} and t.promotion_id = ${promotionId} and t.period_key = ${periodKey} and t.member_id = ${BigInt(memberId)}`.execute(
      this.db,
    );
    if (rows.length === 0) return { turnover: 0, rank: null };
    const turnover = Number(rows[0].turnover);
    return { turnover, rank: turnover > 0 && turnover >= minTurnover ? Number(rows[0].before) + 1 : null };
  }
}
