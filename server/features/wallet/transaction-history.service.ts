// Account records (spec §2 transactionHistory): the member's wallet movements with a type filter
// (record-types.ts), a day range of at most 31 days (the page's presets are 7 and 30 days) and 15 per
// page.
import type { TransactionPage, TransactionQuery } from '../../../schemas/generated/wallet.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { recordTypeOf } from './record-types.ts';
import { RECORDS_PAGE_SIZE, type TransactionHistoryRepository } from './transaction-history.repository.ts';

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 31;

const day = (d: Date) => d.toISOString().slice(0, 10);

export class TransactionHistoryService {
  constructor(
    private readonly repo: TransactionHistoryRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async page(tenant: TenantContext, memberId: number, query: TransactionQuery): Promise<TransactionPage> {
    const to = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(`${day(new Date(this.now()))}T00:00:00Z`);
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - 6 * DAY_MS);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to) throw new AppError(400, 'dateRangeInvalid');
    if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) throw new AppError(400, 'dateRangeTooLong', { params: { days: MAX_RANGE_DAYS } });
    const { rows, total } = await this.repo.page({
      tenantId: tenant.id,
      memberId,
      currency: tenant.config.currency.code,
      type: query.type,
      from,
      to: new Date(to.getTime() + DAY_MS),
      page: query.pageNo ?? 1,
    });
    const list = rows.map((r) => ({ id: r.id, type: recordTypeOf(r.kind, r.phase), amount: r.amount, balanceAfter: r.balanceAfter, createdAt: r.createdAt.toISOString() }));
    return {
      list,
      totalPages: Math.ceil(total / RECORDS_PAGE_SIZE),
      from: day(from),
      to: day(to),
    };
  }
}
