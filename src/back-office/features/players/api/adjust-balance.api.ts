// POST /bo/api/brands/:tenant/players/:id/adjustments: credit or debit the player's wallet against the
// house adjustments account. The caller keeps one idempotency key per confirmed adjustment, so a retry
// moves the money once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustRequest, AdjustValue } from '../../../../../schemas/generated/player-admin.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { playersKeys } from './players-keys.ts';

export const adjustBalance = (tenantId: string, id: number, body: AdjustRequest) =>
  apiPost<AdjustValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/adjustments`, body);

export function useAdjustBalance(tenantId: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustRequest) => adjustBalance(tenantId, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: playersKeys.player(tenantId, id) }),
  });
}
