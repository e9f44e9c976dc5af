// GET /wps/bonuses (session): the member's bonuses a page at a time, newest first, with the wagering
// hold that keeps withdrawals waiting while one is active.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusListValue } from '../../../../schemas/generated/promotions.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchBonuses = (pageNo: number, language: string, signal?: AbortSignal) =>
  apiGet<BonusListValue>('/wps/bonuses', { params: { pageNo, language }, signal });

export const bonusesQueryOptions = (pageNo: number, language: string) =>
  queryOptions({
    queryKey: promotionsKeys.bonusPage(pageNo, language),
    queryFn: ({ signal }) => fetchBonuses(pageNo, language, signal),
    // Wagering moves with every settled bet: fresh each time the page opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useBonuses(pageNo: number, language: string) {
  return useQuery({ ...bonusesQueryOptions(pageNo, language), enabled: useSignedIn() });
}
