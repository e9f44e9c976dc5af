// GET /wps/game/jackpot: the real pool (funded by bets) and its last win.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JackpotValue } from '../../../../schemas/generated/games.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { JACKPOT_REFRESH_MS, jackpotKeys } from './jackpot-keys.ts';

export const fetchJackpotPool = (signal?: AbortSignal) => apiGet<JackpotValue>('/wps/game/jackpot', { signal });

export const jackpotPoolQueryOptions = () =>
  queryOptions({ queryKey: jackpotKeys.pool, queryFn: ({ signal }) => fetchJackpotPool(signal), refetchInterval: JACKPOT_REFRESH_MS });

export function useJackpotPool() {
  return useQuery(jackpotPoolQueryOptions());
}
