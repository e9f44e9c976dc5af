// GET /bo/api/brands/:tenant/lottery/draws?gameCode=&state=&count=&page= (lottery.read): a page of a game's draws, newest first,
// each with its state (open, locked, drawn, settled, cancelled), result, tickets, stake, payout and refunds.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffDrawsQuery, StaffDrawsValue } from '../../../../../schemas/generated/lottery.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { lotteryDrawsKeys } from './lottery-keys.ts';

export type DrawState = NonNullable<StaffDrawsQuery['state']>;

export const DRAWS_PER_PAGE = 50;

export const fetchLotteryDraws = (tenantId: string, gameCode: string, state: DrawState | '', page: number, signal?: AbortSignal) =>
  apiGet<StaffDrawsValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/lottery/draws`, {
    params: { ...(gameCode ? { gameCode } : {}), ...(state ? { state } : {}), count: DRAWS_PER_PAGE, page },
    signal,
  });

export const lotteryDrawsQueryOptions = (tenantId: string, gameCode: string, state: DrawState | '', page: number) =>
  queryOptions({
    queryKey: lotteryDrawsKeys.list(tenantId, gameCode, state, page),
    queryFn: ({ signal }) => fetchLotteryDraws(tenantId, gameCode, state, page, signal),
    staleTime: 0,
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  });

export function useLotteryDraws(tenantId: string, gameCode: string, state: DrawState | '', page: number) {
  return useQuery(lotteryDrawsQueryOptions(tenantId, gameCode, state, page));
}
