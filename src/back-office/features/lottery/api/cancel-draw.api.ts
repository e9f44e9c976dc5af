// POST /bo/api/brands/:tenant/lottery/draws/:gameCode/:numero/cancel (lottery.write): cancels a draw not yet
// drawn; every ticket of it is refunded once (seamless rollback). Audited; answers how many slips were cancelled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCancelValue } from '../../../../../schemas/generated/lottery.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { lotteryDrawsKeys } from './lottery-keys.ts';

export const cancelDraw = (tenantId: string, gameCode: string, numero: string) =>
  apiPost<StaffCancelValue>(
    `/bo/api/brands/${encodeURIComponent(tenantId)}/lottery/draws/${encodeURIComponent(gameCode)}/${encodeURIComponent(numero)}/cancel`,
    {},
  );

export function useCancelDraw(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameCode, numero }: { gameCode: string; numero: string }) => cancelDraw(tenantId, gameCode, numero),
    onSettled: () => client.invalidateQueries({ queryKey: lotteryDrawsKeys.brand(tenantId) }),
  });
}
