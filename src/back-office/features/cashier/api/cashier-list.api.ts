// GET /bo/api/cashier/:tab: one page (20 rows) of deposits, withdrawals or disputes in the member's
// brands, with each brand's name and money format. Polled while open: players keep sending requests.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashierListQuery, CashierListValue, CashierTabParams } from '../../../../../schemas/generated/staff.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { cashierKeys } from './cashier-keys.ts';

export type CashierTab = CashierTabParams['tab'];
export type CashierStatus = NonNullable<CashierListQuery['status']>;

export const fetchCashierList = (tab: CashierTab, status: CashierStatus, page: number, signal?: AbortSignal) =>
  apiGet<CashierListValue>(`/bo/api/cashier/${tab}`, { params: { status, page }, signal });

export const cashierListQueryOptions = (tab: CashierTab, status: CashierStatus, page: number) =>
  queryOptions({
    queryKey: cashierKeys.list(tab, status, page),
    queryFn: ({ signal }) => fetchCashierList(tab, status, page, signal),
    staleTime: 0,
    refetchInterval: 15_000,
    // Paging keeps the rows on screen until the next page arrives; another tab or filter never shows
    // the previous list's rows under its own heading.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.slice(0, -1).join() === cashierKeys.list(tab, status, page).slice(0, -1).join() ? previous : undefined,
  });

export function useCashierList(tab: CashierTab, status: CashierStatus, page: number) {
  return useQuery(cashierListQueryOptions(tab, status, page));
}
