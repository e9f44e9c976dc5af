// Staff reads of the promotions tables (grants and bonuses with the player's account). Writes stay in the
// player-side repositories: staff decisions go through the same services.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BonusState } from './promotions.table.ts';

export const STAFF_PAGE_SIZE = 20;

export interface StaffGrantRow {
  id: number;
  promotionId: string;
  memberId: number;
  account: string;
  kind: 'bonus' | 'cash';
  amount: number;
  createdAt: Date;
  /** Referral and app-download grants: why (from the grant's cause). */
  reason?: GrantReason;
}

export interface GrantReason {
  type: 'referrer' | 'friend' | 'app';
  milestone?: 'registered' | 'firstDeposit' | 'turnover';
  otherAccount?: string;
  platform?: 'android' | 'ios';
}

interface GrantCause {
  role?: 'referrer' | 'friend';
  milestone?: GrantReason['milestone'];
  friendId?: number;
  referrerId?: number;
  platform?: GrantReason['platform'];
  type?: string;
}

export interface StaffBonusRow {
  id: number;
  promotionId: string;
  memberId: number;
  account: string;
  amount: number;
  wageringRequired: number;
  wageringDone: number;
  state: BonusState;
  grantedAt: Date;
  expiresAt: Date | null;
  closedAt: Date | null;
  forfeitedAmount: number | null;
}

const BONUS_COLUMNS = [
  'b.id',
  'b.promotion_id',
  'b.member_id',
  'm.account',
  'b.amount',
  'b.wagering_required',
  'b.wagering_done',
  'b.state',
  'b.granted_at',
  'b.expires_at',
  'b.closed_at',
  'b.forfeited_amount',
] as const;

interface BonusJoinRow {
  id: bigint;
  promotion_id: string;
  member_id: bigint;
  account: string;
  amount: bigint;
  wagering_required: bigint;
  wagering_done: bigint;
  state: BonusState;
  granted_at: Date;
  expires_at: Date | null;
  closed_at: Date | null;
  forfeited_amount: bigint | null;
}

const toStaffBonus = (r: BonusJoinRow): StaffBonusRow => ({
  id: Number(r.id),
  promotionId: r.promotion_id,
  memberId: Number(r.member_id),
  account: r.account,
  amount: Number(r.amount),
  wageringRequired: Number(r.wagering_required),
  wageringDone: Number(r.wagering_done),
  state: r.state,
  grantedAt: r.granted_at,
  expiresAt: r.expires_at,
  closedAt: r.closed_at,
  forfeitedAmount: r.forfeited_amount === null ? null : Number(r.forfeited_amount),
});

/** Every table whose rows are keyed by a promotion's id: a row in any of them fixes that id and its type. */
const KEYED_BY_PROMOTION = ['promotion_grants', 'bonuses', 'promotion_entries', 'reward_claims', 'rebate_progress', 'promotion_applications'] as const;

export class PromotionAdminRepository {
  constructor(private readonly db: Db) {}

  /** Which of `ids` something was granted, joined, claimed, accrued or applied for under in the brand (one indexed probe each). */
  async usedPromotionIds(tenantId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const used = (table: (typeof KEYED_BY_PROMOTION)[number]) =>
      sql`exists (select 1 from ${sql.table(table)} t where t.tenant_id = ${tenantId} and t.promotion_id = u.id)`;
    const { rows } = await sql<{ id: string }>`
      select u.id from unnest(${sql.val([...ids])}::text[]) as u(id)
      where ${sql.join(KEYED_BY_PROMOTION.map(used), sql` or `)}`.execute(this.db);
    return new Set(rows.map((r) => r.id));
  }

  async grants(
    tenantId: string,
    filter: { promotionId?: string; account?: string },
    page: number,
  ): Promise<{ rows: StaffGrantRow[]; total: number; totals: Array<{ promotionId: string; count: number; amount: number }> }> {
    let base = this.db
      .selectFrom('promotion_grants as g')
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'g.tenant_id').onRef('m.id', '=', 'g.member_id'))
      .where('g.tenant_id', '=', tenantId);
    if (filter.promotionId) base = base.where('g.promotion_id', '=', filter.promotionId);
    if (filter.account) base = base.where('m.account_key', '=', filter.account.trim().toLowerCase());
    const [rows, totals] = await Promise.all([
      base
        .select(['g.id', 'g.promotion_id', 'g.member_id', 'm.account', 'g.kind', 'g.amount', 'g.created_at', 'g.cause'])
        .orderBy('g.id', 'desc')
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE)
        .execute(),
      base
        .select(['g.promotion_id', (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.sum<string>('g.amount').as('amount')])
        .groupBy('g.promotion_id')
        .orderBy('g.promotion_id')
        .execute(),
    ]);
    const causes = rows.map((r) => (r.cause ?? {}) as GrantCause);
    const others = await this.#accounts(
      tenantId,
      causes.flatMap((c) => (c.role === 'referrer' && c.friendId ? [c.friendId] : c.role === 'friend' && c.referrerId ? [c.referrerId] : [])),
    );
    const reasonOf = (c: GrantCause): GrantReason | undefined => {
      if (c.type === 'member.app_signed_in') return { type: 'app', ...(c.platform ? { platform: c.platform } : {}) };
      if (c.role !== 'referrer' && c.role !== 'friend') return undefined;
      const other = others.get(Number(c.role === 'referrer' ? c.friendId : c.referrerId));
      return { type: c.role, ...(c.milestone ? { milestone: c.milestone } : {}), ...(other ? { otherAccount: other } : {}) };
    };
    return {
      rows: rows.map((r, i) => {
        const reason = reasonOf(causes[i]);
        return {
          id: Number(r.id),
          promotionId: r.promotion_id,
          memberId: Number(r.member_id),
          account: r.account,
          kind: r.kind,
          amount: Number(r.amount),
          createdAt: r.created_at,
          ...(reason ? { reason } : {}),
        };
      }),
      total: totals.reduce((n, t) => n + Number(t.n), 0),
      totals: totals.map((t) => ({ promotionId: t.promotion_id, count: Number(t.n), amount: Number(t.amount) })),
    };
  }

  /** Account names of these members (id → account). */
  async #accounts(tenantId: string, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'account'])
      .where('tenant_id', '=', tenantId)
      .where(
        'id',
        'in',
        [...new Set(ids)].map((id) => BigInt(id)),
      )
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.account]));
  }

  async bonuses(tenantId: string, filter: { state: BonusState | 'all'; account?: string }, page: number): Promise<{ rows: StaffBonusRow[]; total: number }> {
    let base = this.db
      .selectFrom('bonuses as b')
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'b.tenant_id').onRef('m.id', '=', 'b.member_id'))
      .where('b.tenant_id', '=', tenantId);
    if (filter.state !== 'all') base = base.where('b.state', '=', filter.state);
    if (filter.account) base = base.where('m.account_key', '=', filter.account.trim().toLowerCase());
    const [rows, count] = await Promise.all([
      base
        .select(BONUS_COLUMNS)
        .orderBy('b.id', 'desc')
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map(toStaffBonus),
      total: Number(count.n),
    };
  }

  async bonus(tenantId: string, id: number): Promise<StaffBonusRow | null> {
    return this.#one(tenantId, id);
  }

  async #one(tenantId: string, id: number): Promise<StaffBonusRow | null> {
    const row = await this.db
      .selectFrom('bonuses as b')
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'b.tenant_id').onRef('m.id', '=', 'b.member_id'))
      .select(BONUS_COLUMNS)
      .where('b.tenant_id', '=', tenantId)
      .where('b.id', '=', BigInt(id))
      .executeTakeFirst();
    return row ? toStaffBonus(row) : null;
  }

  async accountOf(tenantId: string, memberId: number): Promise<string | null> {
    const row = await this.db.selectFrom('members').select('account').where('tenant_id', '=', tenantId).where('id', '=', BigInt(memberId)).executeTakeFirst();
    return row?.account ?? null;
  }
}
