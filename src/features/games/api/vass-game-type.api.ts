// GET /wps/relay/GCSGAME_getVassGameType: a vendor's category and the classifications its games use
// here (the options of the classification filter).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VassGameTypeValue } from '../../../../schemas/generated/games.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { gamesKeys } from './games-keys.ts';

export const fetchVassGameType = (vassalage: string, signal?: AbortSignal) =>
  apiGet<VassGameTypeValue>('/wps/relay/GCSGAME_getVassGameType', { params: { vassalage }, signal });

export const vassGameTypeQueryOptions = (vassalage: string) =>
  queryOptions({
    queryKey: gamesKeys.vassGameType(vassalage),
    queryFn: ({ signal }) => fetchVassGameType(vassalage, signal),
    staleTime: 10 * 60_000,
  });

export function useVassGameType(vassalage: string | null) {
  return useQuery({ ...vassGameTypeQueryOptions(vassalage ?? ''), enabled: Boolean(vassalage) });
}
