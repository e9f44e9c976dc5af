// GET /wps/withdrawals: the member's recent withdrawals and their status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalListValue } from '../../../../schemas/generated/withdrawals.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { withdrawalsKeys } from './withdrawals-keys.ts';

export const fetchMyWithdrawals = (signal?: AbortSignal) => apiGet<WithdrawalListValue>('/wps/withdrawals', { signal });

export const myWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalsKeys.mine(),
    queryFn: ({ signal }) => fetchMyWithdrawals(signal),
    // Staff decide on pending ones: look again every few seconds while any waits.
    refetchInterval: (q) => (q.state.data?.list.some((w) => w.status === 'pending') ? 5000 : false),
  });

export function useMyWithdrawals() {
  return useQuery(myWithdrawalsQueryOptions());
}
