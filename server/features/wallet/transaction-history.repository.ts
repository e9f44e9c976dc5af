// The member's wallet statement: every transfer into or out of their wallet account, newest first.
// Reads ledger_transfers directly through its (tenant, account, id) history indexes.
import { sql } from 'kysely';
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
    const account = await sql<{ id: bigint }>`
      select id from ledger_accounts where tenant_id = ${q.tenantId} and kind = 'player' and owner_member_id = ${BigInt(q.memberId)} and currency = ${q.currency}`.execute(
      this.db,
    );
    const accountId = account.rows[0]?.id;
    if (accountId === undefined) return { rows: [], total: 0 };
    const kinds =
      q.type === undefined
        ? sql``
        : q.type === 'refund'
          ? sql`and (t.kind = ${REFUND_KIND} or (t.kind = 'withdrawal' and t.phase = 'void'))`
          : q.type === 'other'
            ? sql`and t.kind not in (${sql.join(KNOWN_KINDS)})`
            : q.type === 'withdrawal'
              ? sql`and t.kind = 'withdrawal' and t.phase <> 'void'`
              : sql`and t.kind in (${sql.join(RECORD_KINDS[q.type])})`;
    const moves = sql`
      select t.id, t.kind, t.phase, case when t.credit_account_id = ${accountId} then t.amount else -t.amount end as amount,
             case when t.credit_account_id = ${accountId} then t.credit_balance_after else t.debit_balance_after end as balance_after, t.created_at
      from ledger_transfers t
      where t.tenant_id = ${q.tenantId} and (t.credit_account_id = ${accountId} or t.debit_account_id = ${accountId})
        and t.created_at >= ${q.from} and t.created_at < ${q.to} ${kinds}`;
    const [rows, count] = await Promise.all([
      sql<{ id: bigint; kind: string; phase: string; amount: bigint; balance_after: bigint; created_at: Date }>`
        select * from (${moves}) m order by id desc limit ${RECORDS_PAGE_SIZE} offset ${(q.page - 1) * RECORDS_PAGE_SIZE}`.execute(this.db),
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
      })),
      total: Number(count.rows[0]?.n ?? 0),
    };
  }
}
