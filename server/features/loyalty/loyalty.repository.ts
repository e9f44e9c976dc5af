// The only place that reads and writes the loyalty tables (accruals, mall stock, redeem requests).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RedeemStatus } from './loyalty.table.ts';

export type VipQualify = 'either' | 'both' | 'deposit' | 'turnover';

/** A request's state as the API says it (in_process in the table). */
export type RedeemState = 'granted' | 'inProcess' | 'approved' | 'rejected';
const toState = (s: RedeemStatus): RedeemState => (s === 'in_process' ? 'inProcess' : s);
const toStatus = (s: RedeemState): RedeemStatus => (s === 'inProcess' ? 'in_process' : s);

export interface RedeemRow {
  id: number;
  memberId: number;
  requestId: string;
  action: 'redeem' | 'convert';
  rewardId: string | null;
  kind: 'cash' | 'bonus' | 'item';
  points: number;
  amount: number;
  currency: string;
  status: RedeemState;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  note: string | null;
  username?: string;
}

export interface NewRedeem {
  tenantId: string;
  memberId: number;
  requestId: string;
  action: 'redeem' | 'convert';
  rewardId: string | null;
  kind: 'cash' | 'bonus' | 'item';
  points: number;
  amount: number;
  currency: string;
  status: RedeemState;
}

interface Row {
  id: bigint;
  member_id: bigint;
  request_id: string;
  action: 'redeem' | 'convert';
  reward_id: string | null;
  kind: 'cash' | 'bonus' | 'item';
  points: bigint;
  amount: bigint;
  currency: string;
  status: RedeemStatus;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  note: string | null;
  username?: string;
}

const toRedeem = (r: Row): RedeemRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  requestId: r.request_id,
  action: r.action,
  rewardId: r.reward_id,
  kind: r.kind,
  points: Number(r.points),
  amount: Number(r.amount),
  currency: r.currency.trim(),
  status: toState(r.status),
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  decidedBy: r.decided_by,
  note: r.note,
  ...(r.username !== undefined ? { username: r.username } : {}),
});

const COLUMNS = [
  'id',
  'member_id',
  'request_id',
  'action',
  'reward_id',
  'kind',
  'points',
  'amount',
  'currency',
  'status',
  'created_at',
  'decided_at',
  'decided_by',
  'note',
] as const;

export class LoyaltyRepository {
  constructor(private readonly db: Db) {}

  /**
   * The last event counted for each of `keys` that has a row (key: tenant, member and category joined by NUL),
   * every row locked for the batch, in the keys' (tenant, member, category) order.
   */
  async watermarks(
    keys: ReadonlyArray<{ tenant: { id: string }; memberId: number; category: string }>,
  ): Promise<Map<string, { txId: string; eventId: number }>> {
    if (keys.length === 0) return new Map();
    const { rows } = await sql<{ tenant_id: string; member_id: string; category: string; tx: string; event: string }>`
      select a.tenant_id, a.member_id::text as member_id, a.category, a.counted_tx::text as tx, a.counted_event::text as event
      from loyalty_accruals a
      join unnest(${keys.map((k) => k.tenant.id)}::text[], ${keys.map((k) => String(k.memberId))}::int8[], ${keys.map((k) => k.category)}::text[]) as k(t, m, c)
        on a.tenant_id = k.t and a.member_id = k.m and a.category = k.c
      order by a.tenant_id, a.member_id, a.category
      for update of a`.execute(this.db);
    return new Map(rows.map((r) => [`${r.tenant_id}\u0000${r.member_id}\u0000${r.category}`, { txId: r.tx, eventId: Number(r.event) }]));
  }

  /** Adds settled turnover (or deposits) to each counter up to its event `upTo`; per key, the new turnover and the points paid for it so far. */
  async addTurnovers(
    rows: ReadonlyArray<{ tenantId: string; memberId: number; category: string; turnover: number; upTo: { txId: string; eventId: number } }>,
  ): Promise<Map<string, { turnover: number; points: number }>> {
    if (rows.length === 0) return new Map();
    const result = await sql<{ tenant_id: string; member_id: string; category: string; turnover: string; points: string }>`
      insert into loyalty_accruals as a (tenant_id, member_id, category, turnover, counted_tx, counted_event)
      select * from unnest(${rows.map((r) => r.tenantId)}::text[], ${rows.map((r) => String(r.memberId))}::int8[], ${rows.map((r) => r.category)}::text[],
        ${rows.map((r) => String(r.turnover))}::int8[], ${rows.map((r) => r.upTo.txId)}::text[]::xid8[], ${rows.map((r) => String(r.upTo.eventId))}::int8[])
      on conflict (tenant_id, member_id, category) do update
        set turnover = a.turnover + excluded.turnover, counted_tx = excluded.counted_tx, counted_event = excluded.counted_event
      returning a.tenant_id, a.member_id::text as member_id, a.category, a.turnover::text as turnover, a.points::text as points`.execute(this.db);
    return new Map(
      result.rows.map((r) => [`${r.tenant_id}\u0000${r.member_id}\u0000${r.category}`, { turnover: Number(r.turnover), points: Number(r.points) }]),
    );
  }

  /** Records the points now paid for each counter. */
  async setPointsMany(rows: ReadonlyArray<{ tenantId: string; memberId: number; category: string; points: number }>): Promise<void> {
    if (rows.length === 0) return;
    await sql`
      update loyalty_accruals a set points = u.p
      from unnest(${rows.map((r) => r.tenantId)}::text[], ${rows.map((r) => String(r.memberId))}::int8[], ${rows.map((r) => r.category)}::text[],
        ${rows.map((r) => String(r.points))}::int8[]) as u(t, m, c, p)
      where a.tenant_id = u.t and a.member_id = u.m and a.category = u.c`.execute(this.db);
  }

  /** Settled turnover per category of one member (the mall page's figures, tests). */
  async turnoverOf(tenantId: string, memberId: number): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('loyalty_accruals')
      .select(['category', 'turnover'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .execute();
    return Object.fromEntries(rows.map((r) => [r.category, Number(r.turnover)]));
  }

  /**
   * Takes one unit of the reward (its stock row locked until the transaction ends, so redeems of one reward
   * queue here); false when `stock` units are already taken. `stock` null: unlimited (the row still serialises).
   */
  async takeStock(tenantId: string, rewardId: string, stock: number | null): Promise<boolean> {
    if (stock !== null && stock <= 0) return false;
    const { rows } = await sql<{ taken: number }>`
      insert into loyalty_reward_stock (tenant_id, reward_id, taken) values (${tenantId}, ${rewardId}, 1)
      on conflict (tenant_id, reward_id) do update set taken = loyalty_reward_stock.taken + 1
      where ${stock === null ? sql`true` : sql`loyalty_reward_stock.taken < ${stock}`}
      returning taken`.execute(this.db);
    return rows.length === 1;
  }

  async releaseStock(tenantId: string, rewardId: string): Promise<void> {
    await sql`update loyalty_reward_stock set taken = taken - 1 where tenant_id = ${tenantId} and reward_id = ${rewardId} and taken > 0`.execute(this.db);
  }

  /** Units taken per reward of the brand. */
  async stockTaken(tenantId: string): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('loyalty_reward_stock').select(['reward_id', 'taken']).where('tenant_id', '=', tenantId).execute();
    return new Map(rows.map((r) => [r.reward_id, r.taken]));
  }

  /** Per reward id of the brand: how many requests name it and how many of them still wait for staff (back-office editor). */
  async rewardUsage(tenantId: string): Promise<Map<string, { requests: number; waiting: number }>> {
    const rows = await this.db
      .selectFrom('loyalty_redeems')
      .select([
        'reward_id',
        (eb) => eb.fn.countAll<string>().as('n'),
        (eb) => eb.fn.sum<string>(eb.case().when('status', '=', 'in_process').then(1).else(0).end()).as('waiting'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('reward_id', 'is not', null)
      .groupBy('reward_id')
      .execute();
    return new Map(rows.map((r) => [r.reward_id ?? '', { requests: Number(r.n), waiting: Number(r.waiting ?? 0) }]));
  }

  /** The VIP ranks members of the brand hold now, ascending. */
  async heldRanks(tenantId: string): Promise<number[]> {
    const rows = await this.db.selectFrom('loyalty_vip').select('rank').distinct().where('tenant_id', '=', tenantId).orderBy('rank').execute();
    return rows.map((r) => r.rank);
  }

  /** The member's requests per reward that count against a per-member limit (all but rejected ones). */
  async memberCounts(tenantId: string, memberId: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('loyalty_redeems')
      .select(['reward_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('action', '=', 'redeem')
      .where('status', '<>', 'rejected')
      .groupBy('reward_id')
      .execute();
    return new Map(rows.map((r) => [r.reward_id ?? '', Number(r.n)]));
  }

  /** The new request's id, or null when the member already sent this request id. */
  async insert(r: NewRedeem): Promise<number | null> {
    const row = await this.db
      .insertInto('loyalty_redeems')
      .values({
        tenant_id: r.tenantId,
        member_id: BigInt(r.memberId),
        request_id: r.requestId,
        action: r.action,
        reward_id: r.rewardId,
        kind: r.kind,
        points: BigInt(r.points),
        amount: BigInt(r.amount),
        currency: r.currency,
        status: toStatus(r.status),
      })
      .onConflict((c) => c.columns(['tenant_id', 'member_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  async byRequest(tenantId: string, memberId: number, requestId: string): Promise<RedeemRow | undefined> {
    const row = await this.db
      .selectFrom('loyalty_redeems')
      .select(COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row ? toRedeem(row) : undefined;
  }

  async byId(tenantId: string, id: number): Promise<RedeemRow | undefined> {
    const row = await this.db.selectFrom('loyalty_redeems').select(COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', BigInt(id)).executeTakeFirst();
    return row ? toRedeem(row) : undefined;
  }

  /** The member's requests, newest first. */
  async history(tenantId: string, memberId: number, page: number, pageSize: number): Promise<{ rows: RedeemRow[]; total: number }> {
    const base = this.db.selectFrom('loyalty_redeems').where('tenant_id', '=', tenantId).where('member_id', '=', BigInt(memberId));
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toRedeem), total: Number(count.n) };
  }

  /** The brand's requests of one status (staff queue), oldest first, with the member's username. */
  async queue(tenantId: string, state: RedeemState, limit: number): Promise<RedeemRow[]> {
    const rows = await this.db
      .selectFrom('loyalty_redeems as r')
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'r.tenant_id').onRef('m.id', '=', 'r.member_id'))
      .select(COLUMNS.map((c) => `r.${c}` as const))
      .select('m.account as username')
      .where('r.tenant_id', '=', tenantId)
      .where('r.status', '=', toStatus(state))
      .orderBy('r.id', state === 'inProcess' ? 'asc' : 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRedeem);
  }

  /** Moves an in-process request to its decision; the row as decided, or undefined when it was not in process (row locked). */
  async decide(tenantId: string, id: number, status: 'approved' | 'rejected', by: string, note: string | null): Promise<RedeemRow | undefined> {
    const row = await this.db
      .updateTable('loyalty_redeems')
      .set({ status, decided_at: new Date(), decided_by: by, note })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('status', '=', toStatus('inProcess'))
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? toRedeem(row) : undefined;
  }

  /** A member's VIP rank (0 when never evaluated). */
  async vipRank(tenantId: string, memberId: number): Promise<number> {
    const row = await this.db
      .selectFrom('loyalty_vip')
      .select('rank')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .executeTakeFirst();
    return row?.rank ?? 0;
  }

  /** The period's deposits and turnover per member (the VIP counters the consumer keeps). */
  async periodStats(tenantId: string, period: string): Promise<Map<number, { deposit: number; turnover: number }>> {
    const rows = await this.db
      .selectFrom('loyalty_accruals')
      .select(['member_id', 'category', 'turnover'])
      .where('tenant_id', '=', tenantId)
      .where('category', 'in', [`vip-deposit@${period}`, `vip-turnover@${period}`])
      .execute();
    const out = new Map<number, { deposit: number; turnover: number }>();
    for (const r of rows) {
      const id = Number(r.member_id);
      const stats = out.get(id) ?? { deposit: 0, turnover: 0 };
      if (r.category.startsWith('vip-deposit@')) stats.deposit = Number(r.turnover);
      else stats.turnover = Number(r.turnover);
      out.set(id, stats);
    }
    return out;
  }

  /** Every member of the brand above rank 0. */
  async vipRanks(tenantId: string): Promise<Map<number, number>> {
    const rows = await this.db.selectFrom('loyalty_vip').select(['member_id', 'rank']).where('tenant_id', '=', tenantId).where('rank', '>', 0).execute();
    return new Map(rows.map((r) => [Number(r.member_id), r.rank]));
  }

  /**
   * The VIP evaluation of an ended period in ONE statement (issue 20: 100,000 members in well under a minute):
   * every member with counters in the period or a level above 0 gets the highest level whose entry thresholds
   * the period's deposits and turnover meet, or keeps the level held while they meet its keep thresholds — the
   * rule of vip-rules.ts nextRank, which the property test compares this with — and each changed rank is written.
   * Returns how many members were evaluated and the changes (member, rank held before, new rank).
   */
  async evaluateVip(
    tenantId: string,
    period: string,
    rules: { qualify: VipQualify; levels: ReadonlyArray<{ rank: number; minDeposit: number; minTurnover: number; keepDeposit: number; keepTurnover: number }> },
  ): Promise<{ members: number; changes: Array<{ memberId: number; from: number; rank: number }> }> {
    const levels = rules.levels;
    const meets = (deposit: RawBuilder<unknown>, turnover: RawBuilder<unknown>) => {
      switch (rules.qualify) {
        case 'both':
          return sql`(m.deposit >= ${deposit} and m.turnover >= ${turnover})`;
        case 'deposit':
          return sql`m.deposit >= ${deposit}`;
        case 'turnover':
          return sql`m.turnover >= ${turnover}`;
        default:
          return sql`(m.deposit >= ${deposit} or m.turnover >= ${turnover})`;
      }
    };
    const depositCounter = `vip-deposit@${period}`;
    const turnoverCounter = `vip-turnover@${period}`;
    const { rows } = await sql<{ members: string; member_id: string | null; held: number | null; rank: number | null }>`
      with levels as (
        select * from unnest(${levels.map((l) => l.rank)}::int4[], ${levels.map((l) => String(l.minDeposit))}::int8[],
          ${levels.map((l) => String(l.minTurnover))}::int8[], ${levels.map((l) => String(l.keepDeposit))}::int8[],
          ${levels.map((l) => String(l.keepTurnover))}::int8[]) as l(rank, min_deposit, min_turnover, keep_deposit, keep_turnover)),
      counters as (
        select member_id,
          coalesce(sum(turnover) filter (where category = ${depositCounter}), 0) as deposit,
          coalesce(sum(turnover) filter (where category = ${turnoverCounter}), 0) as turnover
        from loyalty_accruals where tenant_id = ${tenantId} and category in (${depositCounter}, ${turnoverCounter})
        group by member_id),
      held as (select member_id, rank from loyalty_vip where tenant_id = ${tenantId} and rank > 0),
      members as (
        select coalesce(c.member_id, h.member_id) as member_id, coalesce(c.deposit, 0) as deposit, coalesce(c.turnover, 0) as turnover,
          coalesce(h.rank, 0) as held
        from counters c full join held h on h.member_id = c.member_id),
      evaluated as (
        select m.member_id, m.held,
          case when kept.rank is not null and m.held > q.rank and ${meets(sql`kept.keep_deposit`, sql`kept.keep_turnover`)} then m.held else q.rank end as rank
        from members m
        cross join lateral (select coalesce(max(l.rank), 0) as rank from levels l where ${meets(sql`l.min_deposit`, sql`l.min_turnover`)}) q
        left join levels kept on kept.rank = m.held),
      changed as (
        select member_id, held, rank from evaluated where rank <> held),
      written as (
        insert into loyalty_vip (tenant_id, member_id, rank, period)
        select ${tenantId}, member_id, rank, ${period} from changed
        on conflict (tenant_id, member_id) do update set rank = excluded.rank, period = excluded.period, updated_at = now())
      select (select count(*) from evaluated)::text as members, c.member_id::text as member_id, c.held, c.rank
      from (select 1) one left join changed c on true`.execute(this.db);
    return {
      members: Number(rows[0]?.members ?? 0),
      changes: rows.filter((r) => r.member_id !== null).map((r) => ({ memberId: Number(r.member_id), from: r.held!, rank: r.rank! })),
    };
  }
}
