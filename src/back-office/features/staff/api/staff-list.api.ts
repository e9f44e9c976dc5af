// GET /bo/api/staff: every staff account (admins only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffListValue } from '../../../../../schemas/generated/staff.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export const fetchStaffList = (signal?: AbortSignal) => apiGet<StaffListValue>('/bo/api/staff', { signal });

export const staffListQueryOptions = () => queryOptions({ queryKey: staffKeys.list(), queryFn: ({ signal }) => fetchStaffList(signal), staleTime: 0 });

export function useStaffList() {
  return useQuery(staffListQueryOptions());
}
