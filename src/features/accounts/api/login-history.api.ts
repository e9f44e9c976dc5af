// GET /wps/member/logins (session): the member's sign-ins, newest first (time, address, device).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginHistory } from '../../../../schemas/generated/profile.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { accountsKeys } from './accounts-keys.ts';

export const fetchLoginHistory = (size: number): Promise<LoginHistory> => apiGet<LoginHistory>('/wps/member/logins', { params: { page: 1, size } });

export const loginHistoryQueryOptions = (size: number) =>
  queryOptions({ queryKey: accountsKeys.logins(size), queryFn: () => fetchLoginHistory(size), staleTime: 15_000, placeholderData: (previous) => previous });

export function useLoginHistory(size: number) {
  return useQuery(loginHistoryQueryOptions(size));
}
