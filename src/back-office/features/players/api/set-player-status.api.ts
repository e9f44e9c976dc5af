// PUT /bo/api/brands/:tenant/players/:id/status: lock (every session of the player ends at once) or
// unlock, with the reason the audit keeps.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerPageValue, StatusRequest } from '../../../../../schemas/generated/player-admin.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const setPlayerStatus = (tenantId: string, id: number, body: StatusRequest) =>
  apiPut<PlayerPageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/status`, body);

export function useSetPlayerStatus(tenantId: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusRequest) => setPlayerStatus(tenantId, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: playersKeys.brand(tenantId) }),
  });
}
