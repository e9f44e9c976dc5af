// POST /bo/api/brands/:tenant/players/:id/password-reset: mails a temporary password or texts a reset
// code to the player; the answer says only where (masked). Staff never see a password.
import { useMutation } from '@tanstack/react-query';
import type { ResetRequest, ResetValue } from '../../../../../schemas/generated/player-admin.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';

export const sendPasswordReset = (tenantId: string, id: number, body: ResetRequest) =>
  apiPost<ResetValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/players/${id}/password-reset`, body);

export function useSendPasswordReset(tenantId: string, id: number) {
  return useMutation({ mutationFn: (body: ResetRequest) => sendPasswordReset(tenantId, id, body) });
}
