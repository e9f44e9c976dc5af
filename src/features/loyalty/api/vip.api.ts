// GET /wps/vip?language= (module VIP): the brand's VIP levels with their benefits; signed in, the member's
// level and this period's deposits and turnover (progress to the next level).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipValue } from '../../../../schemas/generated/loyalty.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { loyaltyKeys } from './loyalty-keys.ts';

export const fetchVip = (language: string, signal?: AbortSignal) => apiGet<VipValue>('/wps/vip', { params: { language }, signal });

export const vipQueryOptions = (language: string, signedIn: boolean) =>
  queryOptions({ queryKey: loyaltyKeys.vip(language, signedIn), queryFn: ({ signal }) => fetchVip(language, signal), staleTime: 30_000 });

export function useVip(language: string) {
  return useQuery(vipQueryOptions(language, useSignedIn()));
}
