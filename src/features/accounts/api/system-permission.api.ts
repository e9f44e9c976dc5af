// GET /wps/system/permission: the accounts feature reads it only for location.countryCode (set when the
// host knows the visitor's country), the start of the dialing-code pickers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionValue } from '../../../../schemas/generated/system.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { accountsKeys } from './accounts-keys.ts';

export const fetchPermission = (signal?: AbortSignal) => apiGet<PermissionValue>('/wps/system/permission', { params: { url: window.location.host }, signal });

export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: accountsKeys.permission(),
    queryFn: ({ signal }) => fetchPermission(signal),
    staleTime: 5 * 60_000,
  });

export function usePermission(enabled = true) {
  return useQuery({ ...permissionQueryOptions(), enabled });
}
