// POST /bo/api/cashier/:kind/:tenant/:id/:action: approve or reject a deposit or withdrawal, or close
// a dispute (paid / refund); a refusal and a dispute need a note. Answers the item as it is now; a
// second decision on the same item is refused (409 alreadyReviewed) and moves no money.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashierActionParams, CashierActionRequest, CashierActionValue } from '../../../../../schemas/generated/staff.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { cashierKeys } from './cashier-keys.ts';

export type CashierActionInput = CashierActionParams & CashierActionRequest;

export const actOnCashierItem = ({ kind, tenant, id, action, ...body }: CashierActionInput) =>
  apiPost<CashierActionValue>(`/bo/api/cashier/${kind}/${encodeURIComponent(tenant)}/${id}/${action}`, body);

export function useCashierAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnCashierItem,
    // Refused or not, the lists are read again: a refusal usually means someone else decided first.
    onSettled: () => client.invalidateQueries({ queryKey: cashierKeys.lists() }),
  });
}
