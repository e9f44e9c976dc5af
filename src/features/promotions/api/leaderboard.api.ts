// GET /wps/promotions/:id/leaderboard (public, module PROMOTION): a ranking promotion's running period —
// masked accounts by turnover (ties: who reached it first), the prize of each rank and, signed in, the viewer's
// own rank. Refreshed every 30 seconds while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardValue } from '../../../../schemas/generated/raffle.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchLeaderboard = (id: string, signal?: AbortSignal) =>
  apiGet<LeaderboardValue>(`/wps/promotions/${encodeURIComponent(id)}/leaderboard`, { signal });

export const leaderboardQueryOptions = (id: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...promotionsKeys.leaderboard(id), signedIn] as const,
    queryFn: ({ signal }) => fetchLeaderboard(id, signal),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export function useLeaderboard(id: string, enabled = true) {
  return useQuery({ ...leaderboardQueryOptions(id, useSignedIn()), enabled });
}
