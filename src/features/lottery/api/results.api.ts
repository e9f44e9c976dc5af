// GET /lgw/lottery/results: a game's drawn results, newest first, with their revealed seeds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultsValue } from '../../../../schemas/generated/lottery.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const fetchResults = (gameCode: string, signal?: AbortSignal) =>
  apiGet<ResultsValue>('/lgw/lottery/results', { params: { gameCode, count: 20 }, signal });

export const resultsQueryOptions = (gameCode: string) =>
  queryOptions({ queryKey: lotteryKeys.results(gameCode), queryFn: ({ signal }) => fetchResults(gameCode, signal), staleTime: 0 });

export function useResults(gameCode: string | undefined, refetchMs: number | false) {
  return useQuery({ ...resultsQueryOptions(gameCode ?? ''), enabled: !!gameCode, refetchInterval: refetchMs });
}
