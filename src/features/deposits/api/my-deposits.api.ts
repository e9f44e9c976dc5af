// GET /wps/deposits: the member's recent deposits and their status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositListValue } from '../../../../schemas/generated/deposits.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { depositsKeys } from './deposits-keys.ts';

export const fetchMyDeposits = (signal?: AbortSignal) => apiGet<DepositListValue>('/wps/deposits', { signal });

export const myDepositsQueryOptions = () =>
  queryOptions({
    queryKey: depositsKeys.mine(),
    queryFn: ({ signal }) => fetchMyDeposits(signal),
    // While something is pending, look again every few seconds: staff or the gateway may settle it.
    refetchInterval: (q) => (q.state.data?.list.some((d) => d.status === 'pending') ? 5000 : false),
  });

export function useMyDeposits() {
  return useQuery(myDepositsQueryOptions());
}
