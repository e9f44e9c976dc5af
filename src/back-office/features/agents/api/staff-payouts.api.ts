// GET /bo/api/brands/:tenant/agents/payouts?status=owed|paid&page= (agents.read): the brand's owed payouts (oldest
// first, the order they are paid) or paid ones (newest first), with their sum.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffPayoutList } from '../../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { agentsKeys } from './agents-keys.ts';

export type PayoutFilter = 'owed' | 'paid';

export const fetchStaffPayouts = (tenantId: string, status: PayoutFilter, page: number, signal?: AbortSignal) =>
  apiGet<StaffPayoutList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/agents/payouts`, { params: { status, page }, signal });

export const staffPayoutsQueryOptions = (tenantId: string, status: PayoutFilter, page: number) =>
  queryOptions({
    queryKey: agentsKeys.payouts(tenantId, status, page),
    queryFn: ({ signal }) => fetchStaffPayouts(tenantId, status, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useStaffPayouts(tenantId: string, status: PayoutFilter, page: number) {
  return useQuery(staffPayoutsQueryOptions(tenantId, status, page));
}
