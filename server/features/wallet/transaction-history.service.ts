// Account records (spec §2 transactionHistory): the member's wallet movements with a type filter
// (record-types.ts), a day range of at most 31 days (the page's presets are 7 and 30 days) and 15 per
// page.
import type { TransactionPage, TransactionQuery, TransactionRecord } from '../../../schemas/generated/wallet.ts';
import { dayRange } from '../../http/day-range.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { recordTypeOf } from './record-types.ts';
import type { TransferPhase } from './wallet.types.ts';
import { RECORDS_PAGE_SIZE, type TransactionHistoryRepository } from './transaction-history.repository.ts';

/** One movement of a member's wallet as staff read it: the ledger's kind and phase, signed amount, balance after, and why (staff adjustments). */
export interface StaffStatementLine {
  id: number;
  kind: string;
  phase: TransferPhase;
  amount: number;
  balanceAfter: number;
  reason: string | null;
  createdAt: string;
}

export const STAFF_STATEMENT_PAGE_SIZE = 20;

export class TransactionHistoryService {
  constructor(
    private readonly repo: TransactionHistoryRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async page(tenant: TenantContext, memberId: number, query: TransactionQuery): Promise<TransactionPage> {
    const { from, toExclusive, fromDay, toDay } = dayRange(query, this.now());
    const { rows, total } = await this.repo.page({
      tenantId: tenant.id,
      memberId,
      currency: tenant.config.currency.code,
      type: query.type,
      from,
      to: toExclusive,
      page: query.pageNo ?? 1,
    });
    const list = rows.map((r) => ({
      id: r.id,
      type: recordTypeOf(r.kind, r.phase),
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      createdAt: r.createdAt.toISOString(),
    }));
    return {
      list,
      totalPages: Math.ceil(total / RECORDS_PAGE_SIZE),
      from: fromDay,
      to: toDay,
    };
  }

  /**
   * The account records of several members (an agent's downline: the agents feature resolves who), with the
   * member's own filters: record type, day range (at most 31 days), 15 per page.
   */
  async membersPage(
    tenant: TenantContext,
    memberIds: readonly number[],
    query: Omit<TransactionQuery, 'language'>,
  ): Promise<{ list: Array<TransactionRecord & { memberId: number }>; totalPages: number; pageNo: number; from: string; to: string }> {
    const { from, toExclusive, fromDay, toDay } = dayRange(query, this.now());
    const pageNo = query.pageNo ?? 1;
    const { rows, total } = await this.repo.membersPage({
      tenantId: tenant.id,
      memberIds,
      currency: tenant.config.currency.code,
      type: query.type,
      from,
      to: toExclusive,
      page: pageNo,
      pageSize: RECORDS_PAGE_SIZE,
    });
    return {
      list: rows.map((r) => ({
        id: r.id,
        memberId: r.memberId,
        type: recordTypeOf(r.kind, r.phase),
        amount: r.amount,
        balanceAfter: r.balanceAfter,
        createdAt: r.createdAt.toISOString(),
      })),
      totalPages: Math.ceil(total / RECORDS_PAGE_SIZE),
      pageNo,
      from: fromDay,
      to: toDay,
    };
  }

  /** Every movement of the member's wallet, newest first, 20 per page (the back office's player page; brand scope is the caller's). */
  async staffStatement(tenantId: string, memberId: number, currency: string, page: number): Promise<{ entries: StaffStatementLine[]; totalPages: number }> {
    const { rows, total } = await this.repo.staffPage({ tenantId, memberId, currency, page, pageSize: STAFF_STATEMENT_PAGE_SIZE });
    return {
      entries: rows.map((r) => ({ ...r, phase: r.phase as TransferPhase, createdAt: r.createdAt.toISOString() })),
      totalPages: Math.ceil(total / STAFF_STATEMENT_PAGE_SIZE),
    };
  }
}
