// GET /wps/relay/MCS2_getPointBalance (session, module POINTMALL): the member's points.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointBalanceValue } from '../../../../schemas/generated/loyalty.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { loyaltyKeys } from './loyalty-keys.ts';

export const fetchPointBalance = (signal?: AbortSignal) => apiGet<PointBalanceValue>('/wps/relay/MCS2_getPointBalance', { signal });

export const pointBalanceQueryOptions = () =>
  queryOptions({ queryKey: loyaltyKeys.balance(), queryFn: ({ signal }) => fetchPointBalance(signal), staleTime: 10_000 });

export function usePointBalance() {
  return useQuery({ ...pointBalanceQueryOptions(), enabled: useSignedIn() });
}
