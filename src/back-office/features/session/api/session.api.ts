// GET /bo/api/session: who is signed in (role, permissions, brands) and the session's CSRF token, or
// staff: null. Every write of the back office echoes that token (api-client's x-csrf-token).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionValue } from '../../../../../schemas/generated/staff.ts';
import { apiGet, setCsrfToken } from '../../../../lib/api/api-client.ts';
import { sessionKeys } from './session-keys.ts';

export async function fetchStaffSession(signal?: AbortSignal): Promise<SessionValue> {
  const value = await apiGet<SessionValue>('/bo/api/session', { signal });
  setCsrfToken(value.csrfToken ?? null);
  return value;
}

export const staffSessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.current(), queryFn: ({ signal }) => fetchStaffSession(signal), staleTime: 60_000 });

export function useStaffSession() {
  return useQuery(staffSessionQueryOptions());
}
