// GET /lgw/lottery/draw: one draw of a game — its published seed hash and, once drawn, its revealed seed and result.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawValue } from '../../../../schemas/generated/lottery.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const fetchDraw = (gameCode: string, numero: string, signal?: AbortSignal) =>
  apiGet<DrawValue>('/lgw/lottery/draw', { params: { gameCode, numero }, signal });

export const drawQueryOptions = (gameCode: string, numero: string) =>
  queryOptions({ queryKey: lotteryKeys.draw(gameCode, numero), queryFn: ({ signal }) => fetchDraw(gameCode, numero, signal), staleTime: 10_000 });

/** The draw, asked again every 5 s while it is not yet drawn (its seed is revealed when it is). */
export function useDraw(gameCode: string | undefined, numero: string | undefined) {
  return useQuery({
    ...drawQueryOptions(gameCode ?? '', numero ?? ''),
    enabled: !!gameCode && !!numero,
    refetchInterval: (q) => (q.state.data && q.state.data.status === 'open' ? 5_000 : false),
  });
}
