// GET /bo/api/brands/:tenant/players/:id/notes: staff notes on the player, newest first, 20 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotePageValue } from '../../../../../schemas/generated/player-admin.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const fetchPlayerNotes = (tenantId: string, id: number, page: number, signal?: AbortSignal) =>
  apiGet<NotePageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/notes`, { params: { page }, signal });

export const playerNotesQueryOptions = (tenantId: string, id: number, page: number) =>
  queryOptions({
    queryKey: playersKeys.list(tenantId, id, 'notes', page),
    queryFn: ({ signal }) => fetchPlayerNotes(tenantId, id, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePlayerNotes(tenantId: string, id: number, page: number) {
  return useQuery(playerNotesQueryOptions(tenantId, id, page));
}
