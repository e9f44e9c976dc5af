// The only place that queries player_limits and player_limit_changes, and the ledger/deposit sums the limits
// page shows. Every query is scoped to one tenant and one member. The stake-time check is not here: it is the
// database function stake_limit_check, called by game_stake in the debit's transaction.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fromDb } from '../wallet/minor-units.ts';
import type { LimitAction, LimitKind, LimitPeriod } from './limits.table.ts';

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number;
  pendingAmount: number | null;
  pendingFrom: Date | null;
}

export interface LimitChange {
  id: number;
  kind: LimitKind;
  period: LimitPeriod;
  action: LimitAction;
  oldAmount: number | null;
  newAmount: number | null;
  effectiveAt: Date;
  createdAt: Date;
}

export interface StatementLine {
  at: Date;
  kind: string;
  amount: number;
  balanceAfter: number;
}

export const HISTORY_SIZE = 100;

/**
 * The start of a rolling window, in the database's own time as stake_limit_check counts it (the ledger's
 * created_at is the database's now()): 24 hours, 7 days, or one calendar month back.
 */
export function windowFrom(period: LimitPeriod | 'statement') {
  switch (period) {
    case 'day':
      return sql`now() - interval '24 hours'`;
    case 'week':
      return sql`now() - interval '7 days'`;
    case 'month':
      return sql`now() - interval '1 month'`;
    case 'statement':
      return sql`now() - interval '3 months'`;
  }
}

const num = (v: bigint | string | number | null): number | null => (v === null ? null : fromDb(v));

export class LimitsRepository {
  constructor(private readonly db: Db) {}

  /** The member's limit rows; `lock` takes them FOR UPDATE (a change, in the caller's transaction). */
  async limits(db: Db, tenantId: string, memberId: number, lock = false): Promise<LimitRow[]> {
    const rows = await sql<{ kind: LimitKind; period: LimitPeriod; amount: bigint; pending_amount: bigint | null; pending_from: Date | null }>`
      select kind, period, amount, pending_amount, pending_from from player_limits
      where tenant_id = ${tenantId} and member_id = ${memberId} order by kind, period ${lock ? sql`for update` : sql``}`.execute(db);
    return rows.rows.map((r) => ({
      kind: r.kind,
      period: r.period,
      amount: fromDb(r.amount),
      pendingAmount: num(r.pending_amount),
      pendingFrom: r.pending_from === null ? null : new Date(r.pending_from),
    }));
  }

  /** A first limit of this kind and period; false when a racing request wrote it first (nothing written here). */
  async insert(db: Db, tenantId: string, memberId: number, kind: LimitKind, period: LimitPeriod, amount: number, now: Date): Promise<boolean> {
    const r = await db
      .insertInto('player_limits')
      .values({
        tenant_id: tenantId,
        member_id: BigInt(memberId),
        kind,
        period,
        amount: BigInt(amount),
        pending_amount: null,
        pending_from: null,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  async update(db: Db, tenantId: string, memberId: number, row: LimitRow, now: Date): Promise<void> {
    await db
      .updateTable('player_limits')
      .set({
        amount: BigInt(row.amount),
        pending_amount: row.pendingAmount === null ? null : BigInt(row.pendingAmount),
        pending_from: row.pendingFrom,
        updated_at: now,
      })
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('kind', '=', row.kind)
      .where('period', '=', row.period)
      .execute();
  }

  async remove(db: Db, tenantId: string, memberId: number, kind: LimitKind, period: LimitPeriod): Promise<void> {
    await db
      .deleteFrom('player_limits')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('kind', '=', kind)
      .where('period', '=', period)
      .execute();
  }

  async record(db: Db, tenantId: string, memberId: number, change: Omit<LimitChange, 'id'>): Promise<void> {
    await db
      .insertInto('player_limit_changes')
      .values({
        tenant_id: tenantId,
        member_id: BigInt(memberId),
        kind: change.kind,
        period: change.period,
        action: change.action,
        old_amount: change.oldAmount === null ? null : BigInt(change.oldAmount),
        new_amount: change.newAmount === null ? null : BigInt(change.newAmount),
        effective_at: change.effectiveAt,
        created_at: change.createdAt,
      })
      .execute();
  }

  async history(tenantId: string, memberId: number): Promise<LimitChange[]> {
    const rows = await this.db
      .selectFrom('player_limit_changes')
      .select(['id', 'kind', 'period', 'action', 'old_amount', 'new_amount', 'effective_at', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .orderBy('id', 'desc')
      .limit(HISTORY_SIZE)
      .execute();
    return rows.map((r) => ({
      id: fromDb(r.id),
      kind: r.kind,
      period: r.period,
      action: r.action,
      oldAmount: num(r.old_amount),
      newAmount: num(r.new_amount),
      effectiveAt: new Date(r.effective_at),
      createdAt: new Date(r.created_at),
    }));
  }

  async promptAnswered(tenantId: string, memberId: number): Promise<boolean> {
    const row = await sql<{ answered: boolean }>`
      select exists (select 1 from player_limit_changes where tenant_id = ${tenantId} and member_id = ${memberId}
        and (kind = 'deposit' or action = 'promptDeclined')) as answered`.execute(this.db);
    return row.rows[0]?.answered ?? false;
  }

  /** Deposits started (pending) or credited (approved) since `from`: what a deposit limit counts. */
  async depositsSince(db: Db, tenantId: string, memberId: number, period: LimitPeriod): Promise<number> {
    const row = await sql<{ total: string | null }>`
      select sum(amount) as total from deposits
      where tenant_id = ${tenantId} and member_id = ${memberId} and status in ('pending', 'approved') and created_at > ${windowFrom(period)}`.execute(db);
    return fromDb(row.rows[0]?.total ?? 0);
  }

  async hasDeposited(tenantId: string, memberId: number): Promise<boolean> {
    const row = await sql<{ any: boolean }>`
      select exists (select 1 from deposits where tenant_id = ${tenantId} and member_id = ${memberId} and status = 'approved') as any`.execute(this.db);
    return row.rows[0]?.any ?? false;
  }

  /** Stakes and what came back (wins, jackpot wins, rollbacks) since `from`, as stake_limit_check counts them. */
  async playSince(tenantId: string, memberId: number, currency: string, period: LimitPeriod): Promise<{ staked: number; returned: number }> {
    const row = await sql<{ staked: string; returned: string }>`
      select coalesce(sum(t.amount) filter (where t.debit_account_id = a.id and t.kind = 'bet'), 0) as staked,
             coalesce(sum(t.amount) filter (where t.credit_account_id = a.id and t.kind in ('win', 'jackpot_win', 'rollback')), 0) as returned
      from ledger_accounts a
      join ledger_transfers t on t.tenant_id = a.tenant_id and (t.debit_account_id = a.id or t.credit_account_id = a.id)
      where a.tenant_id = ${tenantId} and a.owner_member_id = ${memberId} and a.currency = ${currency} and a.kind = 'player'
        and t.created_at > ${windowFrom(period)}`.execute(this.db);
    return { staked: fromDb(row.rows[0]?.staked ?? 0), returned: fromDb(row.rows[0]?.returned ?? 0) };
  }

  /** The member's player account in `currency` (one at most: ledger_accounts_member is unique), as a value the transfer indexes take. */
  #account(tenantId: string, memberId: number, currency: string) {
    return sql`(select id from ledger_accounts where tenant_id = ${tenantId} and owner_member_id = ${memberId} and currency = ${currency} and kind = 'player')`;
  }

  /**
   * Deposits minus withdrawals (a voided or refunded withdrawal gives its money back) in each period, and ever.
   * Each side of the player's account is read on its own, so the partial cash indexes (ledger_transfers_cash_*)
   * serve it: only the cash movements are read, however much the member played.
   */
  async netDeposits(tenantId: string, memberId: number, currency: string, since: readonly LimitPeriod[]): Promise<{ lifetime: number; since: number[] }> {
    const cash = sql`t.kind in ('deposit', 'withdrawal', 'withdrawal_refund')`;
    const row = await sql<Record<string, string>>`
      with moves as (
        select t.amount as signed, t.created_at from ledger_transfers t
        where t.tenant_id = ${tenantId} and t.credit_account_id = ${this.#account(tenantId, memberId, currency)} and ${cash}
        union all
        select -t.amount, t.created_at from ledger_transfers t
        where t.tenant_id = ${tenantId} and t.debit_account_id = ${this.#account(tenantId, memberId, currency)} and ${cash}
      )
      select coalesce(sum(signed), 0) as lifetime
        ${sql.join(
          since.map((from, i) => sql`, coalesce(sum(signed) filter (where created_at > ${windowFrom(from)}), 0) as ${sql.ref(`s${i}`)}`),
          sql``,
        )}
      from moves`.execute(this.db);
    const r = row.rows[0] ?? {};
    return { lifetime: fromDb(r.lifetime ?? 0), since: since.map((_, i) => fromDb(r[`s${i}`] ?? 0)) };
  }

  /**
   * One page of the activity statement (RTS 1: the last 3 months of wallet movements), oldest first, after the
   * transfer `afterId`: the CSV is streamed page by page, never held whole. Each side of the account is read in
   * id order by its history index, then the two are merged.
   */
  async statementPage(tenantId: string, memberId: number, currency: string, afterId: number, size: number): Promise<Array<StatementLine & { id: number }>> {
    const side = (mine: 'credit' | 'debit') => sql`
      (select t.id, t.created_at, t.kind,
              ${mine === 'credit' ? sql`t.amount` : sql`-t.amount`} as amount,
              ${mine === 'credit' ? sql`t.credit_balance_after` : sql`t.debit_balance_after`} as balance_after
       from ledger_transfers t
       where t.tenant_id = ${tenantId} and ${mine === 'credit' ? sql`t.credit_account_id` : sql`t.debit_account_id`} = ${this.#account(tenantId, memberId, currency)}
         and t.id > ${afterId} and t.created_at > ${windowFrom('statement')}
       order by t.id limit ${size})`;
    const rows = await sql<{ id: string; created_at: Date; kind: string; amount: string; balance_after: string }>`
      select * from (${side('credit')} union all ${side('debit')}) lines order by id limit ${size}`.execute(this.db);
    return rows.rows.map((r) => ({
      id: fromDb(r.id),
      at: new Date(r.created_at),
      kind: r.kind,
      amount: fromDb(r.amount),
      balanceAfter: fromDb(r.balance_after),
    }));
  }
}
