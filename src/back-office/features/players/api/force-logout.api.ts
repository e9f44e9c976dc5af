// POST /bo/api/brands/:tenant/players/:id/logout: ends every session of the player on every server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerPageValue, ReasonRequest } from '../../../../../schemas/generated/player-admin.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const forceLogout = (tenantId: string, id: number, body: ReasonRequest) =>
  apiPost<PlayerPageValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/logout`, body);

export function useForceLogout(tenantId: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReasonRequest) => forceLogout(tenantId, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: playersKeys.player(tenantId, id) }),
  });
}
