// GET /bo/api/brands/:tenant/loyalty/redeems?status= (promotions.read): the brand's points-mall redeem requests
// in one state (items waiting for staff by default), newest first, with the member's account.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffRedeemListValue, StaffRedeemQuery } from '../../../../../schemas/generated/loyalty.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { loyaltyRedeemsKeys } from './loyalty-keys.ts';

export type RedeemStatus = NonNullable<StaffRedeemQuery['status']>;

export const fetchLoyaltyRedeems = (tenantId: string, status: RedeemStatus, signal?: AbortSignal) =>
  apiGet<StaffRedeemListValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/loyalty/redeems`, { params: { status }, signal });

export const loyaltyRedeemsQueryOptions = (tenantId: string, status: RedeemStatus) =>
  queryOptions({
    queryKey: loyaltyRedeemsKeys.list(tenantId, status),
    queryFn: ({ signal }) => fetchLoyaltyRedeems(tenantId, status, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useLoyaltyRedeems(tenantId: string, status: RedeemStatus) {
  return useQuery(loyaltyRedeemsQueryOptions(tenantId, status));
}
