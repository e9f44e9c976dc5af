// Account records (spec §2 transactionHistory): the member's wallet movements with a type filter
// (record-types.ts), a day range of at most 31 days (the page's presets are 7 and 30 days) and 15 per
// page.
import type { TransactionPage, TransactionQuery } from '../../../schemas/generated/wallet.ts';
import { dayRange } from '../../http/day-range.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { recordTypeOf } from './record-types.ts';
import { RECORDS_PAGE_SIZE, type TransactionHistoryRepository } from './transaction-history.repository.ts';

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
}
