// GET /wps/deposits/methods: the brand's deposit methods (bank transfer with the accounts to pay into,
// online gateways) and their amount limits.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositMethodsValue } from '../../../../schemas/generated/deposits.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { depositsKeys } from './deposits-keys.ts';

export const fetchDepositMethods = (signal?: AbortSignal) => apiGet<DepositMethodsValue>('/wps/deposits/methods', { signal });

export const depositMethodsQueryOptions = () =>
  queryOptions({ queryKey: depositsKeys.methods(), queryFn: ({ signal }) => fetchDepositMethods(signal), staleTime: 60_000 });

export function useDepositMethods() {
  return useQuery(depositMethodsQueryOptions());
}
