// GET /wps/withdrawals/info: what the withdraw page needs first (limits, banks, bound cards, whether the
// payment password is set, the balance).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalInfoValue } from '../../../../schemas/generated/withdrawals.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { withdrawalsKeys } from './withdrawals-keys.ts';

export const fetchWithdrawalInfo = (signal?: AbortSignal) => apiGet<WithdrawalInfoValue>('/wps/withdrawals/info', { signal });

export const withdrawalInfoQueryOptions = () => queryOptions({ queryKey: withdrawalsKeys.info(), queryFn: ({ signal }) => fetchWithdrawalInfo(signal) });

export function useWithdrawalInfo() {
  return useQuery(withdrawalInfoQueryOptions());
}
