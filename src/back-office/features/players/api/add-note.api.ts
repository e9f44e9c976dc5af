// POST /bo/api/brands/:tenant/players/:id/notes: appends a staff note (notes are never edited or deleted).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotePageValue, NoteRequest } from '../../../../../schemas/generated/player-admin.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const addNote = (tenantId: string, id: number, body: NoteRequest) =>
  apiPost<NotePageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/notes`, body);

export function useAddNote(tenantId: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteRequest) => addNote(tenantId, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...playersKeys.player(tenantId, id), 'notes'] }),
  });
}
