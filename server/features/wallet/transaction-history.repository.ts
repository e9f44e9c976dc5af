// The member's wallet statement: every transfer into or out of their wallet account, newest first.
// Reads ledger_transfers directly through its (tenant, account, id) history indexes.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RecordType } from '../../../schemas/generated/wallet.ts';
import { fromDb } from './minor-units.ts';
import { KNOWN_KINDS, RECORD_KINDS, REFUND_KIND } from './record-types.ts';

export const RECORDS_PAGE_SIZE = 15;

export interface StatementRow {
  id: number;
  kind: string;
  phase: string;
  amount: number;
  balanceAfter: number;
  createdAt: Date;
}

/** A statement line as staff read it: the ledger's own kind and phase, and what the transfer's metadata says about why. */
export interface StaffStatementRow extends StatementRow {
  /** metadata.reason when the movement carries one (a staff adjustment). */
  reason: string | null;
}

/** The account-record type filter on ledger_transfers `t`. */
function kindFilter(type: RecordType | undefined): RawBuilder<unknown> {
  if (type === undefined) return sql``;
  if (type === 'refund') return sql`and (t.kind = ${REFUND_KIND} or (t.kind = 'withdrawal' and t.phase = 'void'))`;
  if (type === 'other') return sql`and t.kind not in (${sql.join(KNOWN_KINDS)})`;
  if (type === 'withdrawal') return sql`and t.kind = 'withdrawal' and t.phase <> 'void'`;
  return sql`and t.kind in (${sql.join(RECORD_KINDS[type])})`;
}

/** A statement line of one of several members (an agent's team). */
export interface MemberStatementRow extends StatementRow {
  memberId: number;
}

export class TransactionHistoryRepository {
  constructor(private readonly db: Db) {}

  async page(q: {
    tenantId: string;
    memberId: number;
    currency: string;
    type?: RecordType;
    from: Date;
    to: Date;
    page: number;
  }): Promise<{ rows: StatementRow[]; total: number }> {
    const accountId = await this.#walletId(q.tenantId, q.memberId, q.currency);
    if (accountId === undefined) return { rows: [], total: 0 };
    return this.#statement(
      q.tenantId,
      accountId,
      sql`and t.created_at >= ${q.from} and t.created_at < ${q.to} ${kindFilter(q.type)}`,
      q.page,
      RECORDS_PAGE_SIZE,
    );
  }

  /**
   * The movements of several members' wallets (an agent's downline), newest first: one line per (transfer,
   * member), so a transfer between two of them shows on both sides.
   */
  async membersPage(q: {
    tenantId: string;
    memberIds: readonly number[];
    currency: string;
    type?: RecordType;
    from: Date;
    to: Date;
    page: number;
    pageSize: number;
  }): Promise<{ rows: MemberStatementRow[]; total: number }> {
    if (q.memberIds.length === 0) return { rows: [], total: 0 };
    const moves = sql`
      select t.id, a.owner_member_id as member_id, t.kind, t.phase,
             case when t.credit_account_id = a.id then t.amount else -t.amount end as amount,
             case when t.credit_account_id = a.id then t.credit_balance_after else t.debit_balance_after end as balance_after, t.created_at
      from ledger_accounts a
      join ledger_transfers t on t.tenant_id = a.tenant_id and (t.credit_account_id = a.id or t.debit_account_id = a.id)
      where a.tenant_id = ${q.tenantId} and a.kind = 'player' and a.currency = ${q.currency}
        and a.owner_member_id = any(${sql.val(q.memberIds.map((id) => String(id)))}::bigint[])
        and t.created_at >= ${q.from} and t.created_at < ${q.to} ${kindFilter(q.type)}`;
    const [rows, count] = await Promise.all([
      sql<{ id: bigint; member_id: bigint; kind: string; phase: string; amount: bigint; balance_after: bigint; created_at: Date }>`
        select * from (${moves}) m order by created_at desc, id desc, member_id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`.execute(this.db),
      sql<{ n: string }>`select count(*) as n from (${moves}) m`.execute(this.db),
    ]);
    return {
      rows: rows.rows.map((r) => ({
        id: fromDb(r.id),
        memberId: fromDb(r.member_id),
        kind: r.kind,
        phase: r.phase,
        amount: fromDb(r.amount),
        balanceAfter: fromDb(r.balance_after),
        createdAt: new Date(r.created_at),
      })),
      total: Number(count.rows[0]?.n ?? 0),
    };
  }

  /** Every movement of the member's wallet, newest first, with the reason a staff adjustment gave (the back office). */
  async staffPage(q: {
    tenantId: string;
    memberId: number;
    currency: string;
    page: number;
    pageSize: number;
  }): Promise<{ rows: StaffStatementRow[]; total: number }> {
    const accountId = await this.#walletId(q.tenantId, q.memberId, q.currency);
    if (accountId === undefined) return { rows: [], total: 0 };
    return this.#statement(q.tenantId, accountId, sql``, q.page, q.pageSize);
  }

  async #walletId(tenantId: string, memberId: number, currency: string): Promise<bigint | undefined> {
    const account = await sql<{ id: bigint }>`
      select id from ledger_accounts where tenant_id = ${tenantId} and kind = 'player' and owner_member_id = ${BigInt(memberId)} and currency = ${currency}`.execute(
      this.db,
    );
    return account.rows[0]?.id;
  }

  async #statement(
    tenantId: string,
    accountId: bigint,
    filter: RawBuilder<unknown>,
    page: number,
    pageSize: number,
  ): Promise<{ rows: StaffStatementRow[]; total: number }> {
    const moves = sql`
      select t.id, t.kind, t.phase, case when t.credit_account_id = ${accountId} then t.amount else -t.amount end as amount,
             case when t.credit_account_id = ${accountId} then t.credit_balance_after else t.debit_balance_after end as balance_after, t.created_at,
             t.metadata ->> 'reason' as reason
      from ledger_transfers t
      where t.tenant_id = ${tenantId} and (t.credit_account_id = ${accountId} or t.debit_account_id = ${accountId}) ${filter}`;
    const [rows, count] = await Promise.all([
      sql<{ id: bigint; kind: string; phase: string; amount: bigint; balance_after: bigint; created_at: Date; reason: string | null }>`
        select * from (${moves}) m order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(this.db),
      sql<{ n: string }>`select count(*) as n from (${moves}) m`.execute(this.db),
    ]);
    return {
      rows: rows.rows.map((r) => ({
        id: fromDb(r.id),
        kind: r.kind,
        phase: r.phase,
        amount: fromDb(r.amount),
        balanceAfter: fromDb(r.balance_after),
        createdAt: new Date(r.created_at),
        reason: r.reason,
      })),
      total: Number(count.rows[0]?.n ?? 0),
    };
  }
}
