// GET /wps/promotions/:id/raffle (session, module PROMOTION): the member's chances left and earned today, how
// chances are earned, the prize table (with stock left), the commitment of the next draw (seed hash, client
// seed, nonce) and the latest draws with their revealed seeds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaffleView } from '../../../../schemas/generated/raffle.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchRaffle = (id: string, language: string, signal?: AbortSignal) =>
  apiGet<RaffleView>(`/wps/promotions/${encodeURIComponent(id)}/raffle`, { params: { language }, signal });

export const raffleQueryOptions = (id: string, language: string) =>
  queryOptions({
    queryKey: promotionsKeys.raffleState(id, language),
    queryFn: ({ signal }) => fetchRaffle(id, language, signal),
    // Chances grow with every settled bet and deposit.
    staleTime: 0,
    refetchInterval: 30_000,
  });

export function useRaffle(id: string, language: string, enabled = true) {
  return useQuery({ ...raffleQueryOptions(id, language), enabled: useSignedIn() && enabled });
}
