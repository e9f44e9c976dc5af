// GET /bo/api/brands/:tenant/players/:id/logins: the player's sign-ins, newest first, 20 a page: time, address, device.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginPageValue } from '../../../../../schemas/generated/player-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const fetchPlayerLogins = (tenantId: string, id: number, page: number, signal?: AbortSignal) =>
  apiGet<LoginPageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/logins`, { params: { page }, signal });

export const playerLoginsQueryOptions = (tenantId: string, id: number, page: number) =>
  queryOptions({
    queryKey: playersKeys.list(tenantId, id, 'logins', page),
    queryFn: ({ signal }) => fetchPlayerLogins(tenantId, id, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePlayerLogins(tenantId: string, id: number, page: number) {
  return useQuery(playerLoginsQueryOptions(tenantId, id, page));
}
